// Every environment variable the server reads, parsed and documented in one place (README.md lists them).
import { z } from 'zod';
import type { SocialProvider } from '../src/api/contract/social';

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
  /** Trust X-Forwarded-For (only behind a reverse proxy; otherwise clients could dodge per-IP limits). */
  TRUST_PROXY: bool.default(false),
  /** Where PGlite, the JWT secret and the image cache live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** The built app (vite build output). */
  STATIC_DIR: z.string().default('./dist'),
  /** Public origin, used in links sent by SMS or mail; http://localhost:{PORT} when unset. */
  PUBLIC_URL: z.string().optional(),
  /** HS256 secret for JWTs; generated and kept in DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Idle lifetime of a session in seconds (checkUserSession counts it down; touchSession renews it). */
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(30 * 60),
  /** Absolute lifetime of a token in seconds. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 3600),
  SMS_TRANSPORT: z.enum(['log']).default('log'),
  MAIL_TRANSPORT: z.enum(['log']).default('log'),
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
  PARTNER_API_KEY: z.string().optional(),
  /** Per-IP limits of sign-in: codes requested per hour, codes checked per 10 minutes. */
  SIGN_IN_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  CODE_CHECKS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(30),
  SIGNUP_BONUS_POINTS: z.coerce.number().int().min(0).default(30),
  /** SPEC.md section 3 settings; the settings table can override each at run time. */
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
  GOOGLE_API_KEY: z.string().default(''),
  SENTRY_URL: z.string().default(''),
  GA_TRACKING_ID: z.string().default(''),
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
  /** Seed the demo programme on first start. */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.string().default('info'),
});

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

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  production: boolean;
  partnerApiKey: string;
  /** The configured social sign-in providers; absent ones are not offered. */
  socialProviders: Partial<Record<SocialProvider, SocialProviderConfig>>;
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

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production && !c.PARTNER_API_KEY) throw new Error('PARTNER_API_KEY is required when NODE_ENV=production');
  if (production && c.OAUTH_FAKE_PROVIDERS) throw new Error('OAUTH_FAKE_PROVIDERS must not be on when NODE_ENV=production');
  if (!c.LANGUAGES.includes(c.DEFAULT_LANGUAGE)) throw new Error('DEFAULT_LANGUAGE must be one of LANGUAGES');
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    PUBLIC_URL: publicUrl,
    production,
    partnerApiKey: c.PARTNER_API_KEY ?? 'demo-partner-key',
    socialProviders: socialProviders(c, publicUrl),
  };
}
