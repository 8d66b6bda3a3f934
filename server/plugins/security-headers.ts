// Helmet's headers with a Content-Security-Policy built from what is configured: Turnstile, push
// (Firebase), each social provider's picture hosts and the optional scripts (maps, analytics, error
// reporting) appear only when they are set up. Plus a
// Permissions-Policy: the app asks for the location (provide_location) and nothing else. The headers
// depend on the configuration only, so helmet works them out once and every answer gets the same set
// (@fastify/helmet built helmet's middleware again for every request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { FIRST_PAINT_SCRIPT_SOURCE } from './first-paint';
import { optionalScriptHosts } from './optional-script-hosts';

const TURNSTILE = 'https://challenges.cloudflare.com';
/** Firebase Messaging registers the push token through these from the page. */
const FIREBASE_CONNECT = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];
/** Where the providers keep the profile pictures the app shows. */
const PICTURE_HOSTS: Record<string, string[]> = {
  google: ['https://*.googleusercontent.com'],
  facebook: ['https://*.fbcdn.net', 'https://*.fbsbx.com', 'https://graph.facebook.com'],
  linkedin: ['https://media.licdn.com'],
  apple: [],
};

export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

export function cspDirectives(config: Config): Record<string, string[] | null> {
  const turnstile = config.TURNSTILE_SITE_KEY ? [TURNSTILE] : [];
  const push = config.FIREBASE_WEB_CONFIG ? FIREBASE_CONNECT : [];
  const pictures = Object.entries(config.socialProviders).flatMap(([provider, settings]) =>
    settings && !settings.fake ? (PICTURE_HOSTS[provider] ?? []) : [],
  );
  const optional = optionalScriptHosts(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_SOURCE, ...turnstile, ...optional.script],
    styleSrc: ["'self'", "'unsafe-inline'", ...optional.style],
    imgSrc: ["'self'", 'data:', 'blob:', ...new Set(pictures), ...optional.img],
    // Challenge videos are the operator's, hosted wherever it chose.
    mediaSrc: ["'self'", 'https:', 'blob:'],
    connectSrc: ["'self'", ...push, ...optional.connect],
    frameSrc: ["'self'", ...turnstile],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'", ...optional.worker],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** The headers helmet's middleware sets with these options, as one object. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp(async (app) => {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: { directives: cspDirectives(app.config) },
      crossOriginEmbedderPolicy: false,
      // The app keeps its social sign-in popup while the popup shows the provider's own origin; the popup
      // pages themselves send no COOP at all (plugins/popup-opener-policy.ts).
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: app.config.production,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
  });
});
