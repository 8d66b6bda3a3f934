// Every environment variable the server reads, parsed and documented in one place (docs/configuration.md lists them).
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { SocialProvider } from '../contract/social';
import { DEFAULT_POOL_SIZE } from './db/client';
import { DEMO_PARTNER_KEY, MIN_PASSWORD_LENGTH, productionProblems } from './production-safety';
import { resolveWallet, walletEnv, type WalletConfig } from './services/wallet/wallet-config';

export { DEMO_PARTNER_KEY };

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which X-Forwarded-For entries to believe, in Fastify's trustProxy forms: a hop count (`1` behind one
   * reverse proxy) or the proxies' addresses and CIDRs, comma-separated. Never the whole chain: a
   * client writes the left of it, so `true` means one hop. `false` (default) uses the socket address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): number | string[] | false => {
      const value = v.trim().toLowerCase();
      if (['', 'false', '0', 'no'].includes(value)) return false;
      if (value === 'true' || value === 'yes') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const addresses = value.split(',').map((s) => s.trim()).filter(Boolean);
      if (addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a))) return addresses;
      ctx.addIssue({ code: 'custom', message: 'a hop count or comma-separated proxy addresses' });
      return z.NEVER;
    }),
  /** Slow clients: the whole request, and its header block, must arrive within these (seconds). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** Open connections beyond this are refused at once. */
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(2000),
  /** Where PGlite, the JWT secret and the image cache live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Connections each server process keeps to PostgreSQL at most (db/client.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_SIZE),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(5),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** The built app (vite build output). */
  STATIC_DIR: z.string().default('./dist'),
  /** Public origin, used in links sent by SMS or mail; http://localhost:{PORT} when unset. */
  PUBLIC_URL: z.string().optional(),
  /** HS256 secret for JWTs (32+ characters); generated and kept in DATA_DIR when unset. */
  JWT_SECRET: z.string().optional(),
  /** Idle lifetime of a session in seconds (checkUserSession counts it down; touchSession renews it). */
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(30 * 60),
  /** Absolute lifetime of a token in seconds. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 3600),
  /** `log` (development: printed, kept in the dev outbox), `http` (a generic gateway) or `twilio`. */
  SMS_TRANSPORT: z.enum(['log', 'http', 'twilio']).default('log'),
  /** The sender: a number or name; for Twilio also a messaging service id (MG...). */
  SMS_FROM: z.string().default(''),
  SMS_HTTP_URL: z.string().default(''),
  /** The gateway's Authorization header value, e.g. `Bearer abc` or `Basic dXNlcjpwYXNz`. */
  SMS_HTTP_AUTH: z.string().default(''),
  SMS_HTTP_CONTENT_TYPE: z.string().default('application/json'),
  /** Request body; {to} (digits), {to_e164}, {text} and {from} are filled in and escaped for the content type. */
  SMS_HTTP_BODY: z.string().default('{"to":"{to_e164}","from":"{from}","text":"{text}"}'),
  TWILIO_ACCOUNT_SID: z.string().default(''),
  TWILIO_AUTH_TOKEN: z.string().default(''),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  SMS_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** `log` (development) or `smtp` through SMTP_URL. */
  MAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
  /** smtp://user:password@host:587 (STARTTLS) or smtps://...:465. */
  SMTP_URL: z.string().default(''),
  /** The From of every mail, e.g. `Aurora Rewards <hello@example.com>`. */
  MAIL_FROM: z.string().default(''),
  MAIL_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** Phone prefixes (digits) allowed to sign up; empty allows all. */
  ALLOWED_PHONE_PREFIXES: list.default([]),
  /** The country (ISO 3166 code, e.g. LT) whose phone numbers the app asks for; unset: the one of ALLOWED_PHONE_PREFIXES. */
  PHONE_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  TURNSTILE_SITE_KEY: z.string().default(''),
  TURNSTILE_SECRET: z.string().default(''),
  TURNSTILE_VERIFY_URL: z.string().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Limited-access gate: when set, visitors must pass POST /auth first. */
  ACCESS_LOGIN: z.string().default(''),
  ACCESS_PASSWORD: z.string().default(''),
  /**
   * A partner key from the environment, with every scope (named `PARTNER_API_KEY` in the ledger);
   * more keys, each with its own scopes and cap: npm run partner-key. 32+ characters in production.
   */
  PARTNER_API_KEY: z.string().optional(),
  /** Points the environment's partner key may mint per UTC day. */
  PARTNER_API_KEY_DAILY_POINTS: z.coerce.number().int().min(0).default(100_000),
  /** Per-IP limits of sign-in: codes requested per hour, codes checked per 10 minutes. */
  SIGN_IN_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  CODE_CHECKS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(30),
  /** Sign-in codes one phone (or customer id) may get per hour. */
  SIGN_IN_CODES_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  SIGNUP_BONUS_POINTS: z.coerce.number().int().min(0).default(30),
  /** docs/product.md section 3 settings; the settings table can override each at run time. */
  LANGUAGES: list.default(['en', 'lt']),
  DEFAULT_LANGUAGE: z.string().default('en'),
  REGISTRATION_TYPE: z.enum(['phone', 'id']).default('phone'),
  USER_FRIENDS_ENABLED: bool.default(false),
  NEWS_ENABLED: bool.default(true),
  USER_NAME_CHANGE_ENABLED: bool.default(true),
  /**
   * Social sign-in (services/social). A provider is offered (getSettings `social`) once its client id
   * and secret (Apple: team id, key id and private key) are set. Every endpoint can be overridden.
   */
  FB_APP_ID: z.string().default(''),
  FB_APP_SECRET: z.string().default(''),
  FB_API_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v20.0'),
  /** Facebook's dialog; {version} becomes FB_API_VERSION. */
  FB_DIALOG_URL: z.url().default('https://www.facebook.com/{version}/dialog/oauth'),
  /** Graph API origin; calls go to {FB_GRAPH_URL}/{FB_API_VERSION}/... */
  FB_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  LINKEDIN_KEY: z.string().default(''),
  LINKEDIN_SECRET: z.string().default(''),
  LINKEDIN_AUTHORIZE_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),
  LINKEDIN_JWKS_URL: z.url().default('https://www.linkedin.com/oauth/openid/jwks'),
  LINKEDIN_ISSUER: z.string().default('https://www.linkedin.com/oauth'),
  /** Apple: the Services ID, and the Sign in with Apple key (PKCS#8 PEM; literal "\n" are read as newlines). */
  APPLE_CLIENT_ID: z.string().default(''),
  APPLE_TEAM_ID: z.string().default(''),
  APPLE_KEY_ID: z.string().default(''),
  APPLE_PRIVATE_KEY: z.string().default(''),
  APPLE_AUTHORIZE_URL: z.url().default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  /** The `iss` of Apple's id tokens and the `aud` of the client-secret JWT. */
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  /**
   * Development and tests: every provider without a client id signs in through the built-in fake
   * provider at {OAUTH_FAKE_PROVIDER_URL}/api/dev/oauth/{provider} (routes/dev-oauth.ts). Refused in production.
   */
  OAUTH_FAKE_PROVIDERS: bool.default(false),
  /** Where the fake provider runs: PUBLIC_URL (in-process) or another origin (scripts/fake-oauth-provider.ts). */
  OAUTH_FAKE_PROVIDER_URL: z.url().optional(),
  /** Per-IP limit of the connect{Provider}User calls. */
  SOCIAL_SIGN_INS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(30),
  /** docs/product.md section 7: the Google Maps key (the provide_location map), Sentry DSN and Google Analytics id. */
  GOOGLE_API_KEY: z.string().default(''),
  SENTRY_URL: z.union([z.literal(''), z.url()]).default(''),
  GA_TRACKING_ID: z.string().default(''),
  /** Where the Maps JS API and gtag.js load from (tests point them at a fake host on loopback). */
  GOOGLE_MAPS_SCRIPT_URL: z.url().default('https://maps.googleapis.com/maps/api/js'),
  GOOGLE_ANALYTICS_SCRIPT_URL: z.url().default('https://www.googletagmanager.com/gtag/js'),
  CUSTOMER_LOGIN_URL: z.string().default(''),
  /**
   * Single sign-on from CUSTOMER_LOGIN_URL: the operator's site sends the member to /{lang}/customer-sso
   * with ?assertion=<JWT> (sub = customer id, at most 5 minutes old), signed with the key at
   * CUSTOMER_SSO_JWKS_URL or CUSTOMER_SSO_PUBLIC_KEY (SPKI PEM), issued by CUSTOMER_SSO_ISSUER for
   * CUSTOMER_SSO_AUDIENCE (PUBLIC_URL when unset).
   */
  CUSTOMER_SSO_JWKS_URL: z.url().optional(),
  CUSTOMER_SSO_PUBLIC_KEY: z.string().optional(),
  /** The algorithm of CUSTOMER_SSO_PUBLIC_KEY. */
  CUSTOMER_SSO_ALGORITHM: z.enum(['RS256', 'PS256', 'ES256', 'EdDSA']).default('RS256'),
  CUSTOMER_SSO_ISSUER: z.string().default(''),
  CUSTOMER_SSO_AUDIENCE: z.string().optional(),
  FACEBOOK_URL: z.string().default(''),
  YOUTUBE_URL: z.string().default(''),
  SOUNDS_MUTED: bool.default(false),
  OPEN_CHALLENGE_FULL_SCREEN: bool.default(true),
  MAIN_MENU_ORDER_MOBILE: list.default(['dashboard', 'prizes', 'history', 'profile']),
  MAIN_MENU_ORDER_DESKTOP: list.default(['dashboard', 'prizes', 'history', 'news', 'help', 'profile']),
  SHOW_UNUSED_REWARDS_BADGE: bool.default(true),
  LAYOUT_SHOW_SIGNUP_BUTTON: bool.default(true),
  FOOTER_FORCE_BOTTOM_ON_DESKTOP: bool.default(false),
  SOUNDS_ENABLED: bool.default(true),
  PARTNER_BLOCK_SHOW: bool.default(true),
  /** Firebase web config (JSON) and VAPID key for push; empty hides push. */
  FIREBASE_WEB_CONFIG: z.string().default(''),
  FIREBASE_VAPID_KEY: z.string().default(''),
  /** Path to a firebase-admin service-account JSON; unset uses the log push transport. */
  FIREBASE_CREDENTIALS: z.string().default(''),
  /** How often the scheduled jobs run (announcing what went live, closing the monthly top); 0 turns them off. */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Broadcast pushes, month closing and purging through the durable job queue (pg-boss); default on
   * with PostgreSQL. Off, the same work runs in the process that asks for it.
   */
  JOB_QUEUE: bool.optional(),
  /** The resized-image disk cache's size, and how many resizes may run at once. */
  IMAGE_CACHE_MB: z.coerce.number().positive().default(256),
  IMAGE_RESIZES_AT_ONCE: z.coerce.number().int().positive().default(2),
  /** How long a crashed request's Idempotency-Key stays claimed before a retry may run it. */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().positive().default(30),
  /** Seed the demo programme into an empty database; default on, except in production. */
  SEED_DEMO: bool.optional(),
  /** Production refuses SEED_DEMO=true (a known admin password) unless this is true too. */
  ALLOW_DEMO_SEED_IN_PRODUCTION: bool.default(false),
  LOG_LEVEL: z.string().default('info'),
  /**
   * Prometheus metrics (server/observability): on a port of their own, METRICS_PORT on METRICS_HOST
   * (loopback unless set), and/or at /metrics on the app's port for `Authorization: Bearer METRICS_TOKEN`.
   * Neither set: not served (the app's /metrics answers 404). Several workers are summed by the primary.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Apply pending migrations at start (under a lock); off when `npm run db:migrate` is a deploy step. */
  MIGRATE_ON_START: bool.default(true),
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** On SIGTERM, readiness answers 503 this long before the listener closes (a proxy notices); within the timeout above. Default 5 in production, else 0. */
  SHUTDOWN_READINESS_DELAY_SECONDS: z.coerce.number().min(0).optional(),
  /**
   * Requests are answered 503 ServerBusy while the event loop lags more than this; 0 = never. Default
   * 1000 on PostgreSQL; off on the embedded database, whose queries run on the event loop itself.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** Worker processes serving on one port (node:cluster); default the cores in production, 1 otherwise. PGlite allows 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** The first console admin, created at start when no staff account has this e-mail (never overwritten). */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Staff sessions: idle expiry, and the token's absolute lifetime. */
  STAFF_SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(60 * 60),
  STAFF_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(12 * 3600),
  /**
   * Console sign-in attempts per IP; the failures at one e-mail from one IP that lock that pair, and at
   * any e-mail from one IP that lock the IP, for STAFF_LOCKOUT_MINUTES (services/staff/sign-in-lockout.ts).
   */
  STAFF_SIGN_INS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(30),
  STAFF_LOCKOUT_FAILURES: z.coerce.number().int().positive().default(5),
  STAFF_LOCKOUT_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  STAFF_LOCKOUT_MINUTES: z.coerce.number().int().positive().default(15),
  /** Till mode: points per unit of money spent (12.50 at rate 1 = 12 points; rounded down). */
  TILL_POINTS_PER_CURRENCY_UNIT: z.coerce.number().positive().max(1000).default(1),
  /** Redis for state shared by several processes (per-IP rate limits); unset = memory of this process. */
  REDIS_URL: z.string().optional(),
  /**
   * Webhooks (docs/webhooks.md): an attempt's deadline; attempts per delivery before it is marked failed;
   * the first retry's delay (doubling each time, at most an hour); how often pending deliveries are looked for.
   */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  WEBHOOK_POLL_SECONDS: z.coerce.number().min(0).max(60).default(1),
  /** Let webhook URLs reach loopback, private and link-local addresses (development and tests only; SSRF). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool.default(false),
  /** Apple Wallet and Google Wallet (services/wallet/wallet-config.ts). */
  ...walletEnv,
});

/** Every variable the server reads, for checking deployment files against. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

/** One provider's effective settings (real, or the fake provider's); see socialProviders below. */
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  /** Google, LinkedIn, Apple: the token endpoint; Facebook: the graph base with its version. */
  tokenUrl: string;
  /** Google, LinkedIn: the OIDC userinfo endpoint; Facebook: the graph base; Apple: unused. */
  profileUrl: string;
  /** Google, LinkedIn, Apple: the keys and the `iss` of their id tokens. */
  jwksUrl: string;
  issuer: string;
  /** Apple only: team id, key id, private key (empty for the fake provider). */
  teamId: string;
  keyId: string;
  privateKey: string;
  fake: boolean;
}

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL' | 'SEED_DEMO' | 'MAX_EVENT_LOOP_DELAY_MS' | 'WEB_CONCURRENCY' | 'JOB_QUEUE' | 'SHUTDOWN_READINESS_DELAY_SECONDS'> & {
  SHUTDOWN_READINESS_DELAY_SECONDS: number;
  WEB_CONCURRENCY: number;
  JOB_QUEUE: boolean;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  MAX_EVENT_LOOP_DELAY_MS: number;
  production: boolean;
  /** Null in production without PARTNER_API_KEY: then only keys made with npm run partner-key work. */
  partnerApiKey: string | null;
  /** The configured social sign-in providers; absent ones are not offered. */
  socialProviders: Partial<Record<SocialProvider, SocialProviderConfig>>;
  /** The phone wallets whose keys are configured; absent ones are not offered. */
  wallet: WalletConfig;
};

type Parsed = z.infer<typeof schema>;

function socialProviders(c: Parsed, publicUrl: string): Config['socialProviders'] {
  const fakeUrl = (c.OAUTH_FAKE_PROVIDER_URL ?? publicUrl).replace(/\/$/, '');
  const apple = { teamId: '', keyId: '', privateKey: '' };
  const noIdToken = { jwksUrl: '', issuer: '' };
  const graph = `${c.FB_GRAPH_URL.replace(/\/$/, '')}/${c.FB_API_VERSION}`;
  const real: Record<SocialProvider, SocialProviderConfig | null> = {
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? {
            clientId: c.GOOGLE_CLIENT_ID,
            clientSecret: c.GOOGLE_CLIENT_SECRET,
            authorizeUrl: c.GOOGLE_AUTHORIZE_URL,
            tokenUrl: c.GOOGLE_TOKEN_URL,
            profileUrl: c.GOOGLE_USERINFO_URL,
            jwksUrl: c.GOOGLE_JWKS_URL,
            issuer: c.GOOGLE_ISSUER,
            ...apple,
            fake: false,
          }
        : null,
    facebook:
      c.FB_APP_ID && c.FB_APP_SECRET
        ? {
            clientId: c.FB_APP_ID,
            clientSecret: c.FB_APP_SECRET,
            authorizeUrl: c.FB_DIALOG_URL.replace('{version}', c.FB_API_VERSION),
            tokenUrl: graph,
            profileUrl: graph,
            ...noIdToken,
            ...apple,
            fake: false,
          }
        : null,
    linkedin:
      c.LINKEDIN_KEY && c.LINKEDIN_SECRET
        ? {
            clientId: c.LINKEDIN_KEY,
            clientSecret: c.LINKEDIN_SECRET,
            authorizeUrl: c.LINKEDIN_AUTHORIZE_URL,
            tokenUrl: c.LINKEDIN_TOKEN_URL,
            profileUrl: c.LINKEDIN_USERINFO_URL,
            jwksUrl: c.LINKEDIN_JWKS_URL,
            issuer: c.LINKEDIN_ISSUER,
            ...apple,
            fake: false,
          }
        : null,
    apple:
      c.APPLE_CLIENT_ID && c.APPLE_TEAM_ID && c.APPLE_KEY_ID && c.APPLE_PRIVATE_KEY
        ? {
            clientId: c.APPLE_CLIENT_ID,
            clientSecret: '',
            authorizeUrl: c.APPLE_AUTHORIZE_URL,
            tokenUrl: c.APPLE_TOKEN_URL,
            profileUrl: '',
            jwksUrl: c.APPLE_JWKS_URL,
            issuer: c.APPLE_ISSUER,
            teamId: c.APPLE_TEAM_ID,
            keyId: c.APPLE_KEY_ID,
            privateKey: c.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            fake: false,
          }
        : null,
  };
  const out: Config['socialProviders'] = {};
  for (const provider of ['google', 'facebook', 'linkedin', 'apple'] as const) {
    const configured = real[provider];
    if (configured) out[provider] = configured;
    else if (c.OAUTH_FAKE_PROVIDERS) out[provider] = fakeProvider(provider, fakeUrl, c.FB_API_VERSION);
  }
  return out;
}

/** The built-in fake provider's endpoints (routes/dev-oauth.ts); Apple's fake signs its own client secret. */
function fakeProvider(provider: SocialProvider, fakeUrl: string, fbVersion: string): SocialProviderConfig {
  const base = `${fakeUrl}/api/dev/oauth/${provider}`;
  const graph = `${base}/graph/${fbVersion}`;
  return {
    clientId: `fake-${provider}`,
    clientSecret: provider === 'apple' ? '' : `fake-${provider}-secret`,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: provider === 'facebook' ? graph : `${base}/token`,
    profileUrl: provider === 'facebook' ? graph : provider === 'apple' ? '' : `${base}/userinfo`,
    jwksUrl: provider === 'facebook' ? '' : `${base}/keys`,
    issuer: provider === 'facebook' ? '' : base,
    teamId: provider === 'apple' ? 'FAKETEAMID' : '',
    keyId: provider === 'apple' ? 'fake-key' : '',
    privateKey: '',
    fake: true,
  };
}

/** The embedded database belongs to one process. */
const workersOf = (c: Parsed, production: boolean): number =>
  c.DATABASE_URL ? (c.WEB_CONCURRENCY ?? (production ? availableParallelism() : 1)) : 1;

/** Settings that cannot work, each as one line saying what to set. */
function problems(c: Parsed, production: boolean): string[] {
  const out: string[] = [];
  if (!c.LANGUAGES.includes(c.DEFAULT_LANGUAGE)) out.push('DEFAULT_LANGUAGE must be one of LANGUAGES.');
  if (c.SMS_TRANSPORT === 'http' && !c.SMS_HTTP_URL) out.push('SMS_TRANSPORT=http needs SMS_HTTP_URL (the gateway endpoint).');
  if (c.SMS_TRANSPORT === 'twilio' && !(c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.SMS_FROM)) {
    out.push('SMS_TRANSPORT=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM.');
  }
  if (c.MAIL_TRANSPORT === 'smtp' && !(c.SMTP_URL && c.MAIL_FROM)) out.push('MAIL_TRANSPORT=smtp needs SMTP_URL and MAIL_FROM.');
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) out.push('Set METRICS_PORT to a port other than PORT.');
  if ((c.SHUTDOWN_READINESS_DELAY_SECONDS ?? 0) >= c.SHUTDOWN_TIMEOUT_SECONDS) {
    out.push('SHUTDOWN_READINESS_DELAY_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS (the delay is part of it).');
  }
  if (c.REDIS_URL && !/^rediss?:\/\/[^/]/.test(c.REDIS_URL)) out.push('REDIS_URL must be a redis:// or rediss:// URL.');
  if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) out.push('Set ADMIN_EMAIL and ADMIN_PASSWORD together (the first console admin).');
  out.push(...resolveWallet(c).problems);
  if (production) return [...out, ...productionProblems(c, workersOf(c, production))];
  if (c.JWT_SECRET !== undefined && c.JWT_SECRET.length < 32) out.push('JWT_SECRET: 32+ characters, or unset (one is generated).');
  if (c.ADMIN_PASSWORD !== undefined && c.ADMIN_PASSWORD.length < MIN_PASSWORD_LENGTH) {
    out.push(`ADMIN_PASSWORD: ${MIN_PASSWORD_LENGTH}+ characters.`);
  }
  return out;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  const production = (env.NODE_ENV ?? 'development') === 'production';
  if (!parsed.success) {
    // Report the rest too: the settings that did parse are checked with the malformed ones at their defaults.
    const malformed = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    const rest = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([name]) => !malformed.has(name))));
    throw new ConfigError([
      ...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      ...(rest.success ? problems(rest.data, production).filter((p) => ![...malformed].some((name) => p.includes(name))) : []),
    ]);
  }
  const c = parsed.data;
  const found = problems(c, production);
  if (found.length) throw new ConfigError(found);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    PUBLIC_URL: publicUrl,
    SEED_DEMO: c.SEED_DEMO ?? !production,
    MAX_EVENT_LOOP_DELAY_MS: c.MAX_EVENT_LOOP_DELAY_MS ?? (c.DATABASE_URL ? 1000 : 0),
    JOB_QUEUE: c.JOB_QUEUE ?? Boolean(c.DATABASE_URL),
    SHUTDOWN_READINESS_DELAY_SECONDS: c.SHUTDOWN_READINESS_DELAY_SECONDS ?? (production ? Math.min(5, c.SHUTDOWN_TIMEOUT_SECONDS / 2) : 0),
    WEB_CONCURRENCY: workersOf(c, production),
    production,
    partnerApiKey: c.PARTNER_API_KEY ?? (production ? null : DEMO_PARTNER_KEY),
    socialProviders: socialProviders(c, publicUrl),
    wallet: resolveWallet(c).wallet,
  };
}
