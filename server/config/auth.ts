// Who may sign in and how: member tokens and sessions, sign-in limits, the access gate, the bot check,
// the operator's single sign-on, and staff (console) sessions and lock-outs.
import { z } from 'zod';
import { list } from './env-kinds';

export const memberAuthEnv = {
  /** HS256 secret for JWTs (32+ characters); generated and kept in DATA_DIR when unset. */
  JWT_SECRET: z.string().optional(),
  /** Idle lifetime of a session in seconds (checkUserSession counts it down; touchSession renews it). */
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(30 * 60),
  /** Absolute lifetime of a token in seconds. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 3600),
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
  /** Per-IP limits of sign-in: codes requested per hour, codes checked per 10 minutes. */
  SIGN_IN_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  CODE_CHECKS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(30),
  /** Sign-in codes one phone (or customer id) may get per hour. */
  SIGN_IN_CODES_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
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
};

export const staffAuthEnv = {
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
};
