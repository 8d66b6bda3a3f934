// Every environment variable the server reads, parsed and documented in one place (README.md lists them).
import { z } from 'zod';

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
  FB_APP_ID: z.string().default(''),
  FB_API_VERSION: z.string().default('v20.0'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  LINKEDIN_KEY: z.string().default(''),
  APPLE_CLIENT_ID: z.string().default(''),
  GOOGLE_API_KEY: z.string().default(''),
  SENTRY_URL: z.string().default(''),
  GA_TRACKING_ID: z.string().default(''),
  CUSTOMER_LOGIN_URL: z.string().default(''),
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

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & { PUBLIC_URL: string; production: boolean; partnerApiKey: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production && !c.PARTNER_API_KEY) throw new Error('PARTNER_API_KEY is required when NODE_ENV=production');
  if (!c.LANGUAGES.includes(c.DEFAULT_LANGUAGE)) throw new Error('DEFAULT_LANGUAGE must be one of LANGUAGES');
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return { ...c, PUBLIC_URL: publicUrl, production, partnerApiKey: c.PARTNER_API_KEY ?? 'demo-partner-key' };
}
