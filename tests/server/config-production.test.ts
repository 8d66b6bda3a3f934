// Production refuses settings that would leak codes, share the demo's secrets or be guessed, and says
// every fix in one error rather than one per restart.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { DEMO_ADMIN } from '../../server/seed/staff';

const JWT_SECRET = 'hV3q9ZtR7wLmK2pXe8NcY4bGf6sJd1uA0oTiQ5rW';
const PARTNER_KEY = 'Pk7Ls2Xw9Qe4Rt6Yu1Io3Ap5Sd8Fg0HjKzMxNcVb';

const ready = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://rewards.example.com',
  JWT_SECRET,
  PARTNER_API_KEY: PARTNER_KEY,
  SMS_TRANSPORT: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'tok',
  SMS_FROM: 'Aurora',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'hello@example.com',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production configuration', () => {
  it('starts with real transports, a shared secret and an own partner key; demo seeding stays off', () => {
    const config = loadConfig(ready);
    expect(config.production).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
  });

  it('names each thing to set when nothing is set', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(4);
    for (const name of ['SMS_TRANSPORT', 'MAIL_TRANSPORT', 'JWT_SECRET', 'PUBLIC_URL']) {
      expect(problems.filter((p) => p.includes(name))).toHaveLength(1);
    }
  });

  it('refuses the log transports, the demo partner key and the fake sign-in provider', () => {
    expect(problemsOf({ ...ready, SMS_TRANSPORT: 'log' })).toEqual([expect.stringContaining('SMS_TRANSPORT')]);
    expect(problemsOf({ ...ready, MAIL_TRANSPORT: 'log' })).toEqual([expect.stringContaining('MAIL_TRANSPORT')]);
    expect(problemsOf({ ...ready, PARTNER_API_KEY: 'demo-partner-key' })).toEqual([expect.stringContaining('demo key')]);
    expect(problemsOf({ ...ready, PARTNER_API_KEY: 'short-key' })).toEqual([expect.stringContaining('32 characters')]);
    expect(problemsOf({ ...ready, OAUTH_FAKE_PROVIDERS: 'true' })).toEqual([expect.stringContaining('OAUTH_FAKE_PROVIDERS')]);
    expect(problemsOf({ ...ready, JWT_SECRET: undefined })).toEqual([expect.stringContaining('JWT_SECRET')]);
  });

  it('refuses secrets that are short, low in entropy, repeated patterns or equal to each other', () => {
    expect(problemsOf({ ...ready, JWT_SECRET: 'a'.repeat(32) })).toEqual([expect.stringMatching(/^JWT_SECRET is too predictable/)]);
    expect(problemsOf({ ...ready, JWT_SECRET: 'x'.repeat(40) })).toEqual([expect.stringMatching(/^JWT_SECRET is too predictable/)]);
    expect(problemsOf({ ...ready, JWT_SECRET: '0123456789abcdef'.repeat(2) })).toEqual([expect.stringMatching(/^JWT_SECRET is too predictable/)]);
    expect(problemsOf({ ...ready, JWT_SECRET: 'Zq8-short' })).toEqual([expect.stringMatching(/^JWT_SECRET is shorter than 32/)]);
    expect(problemsOf({ ...ready, PARTNER_API_KEY: 'k'.repeat(32) })).toEqual([expect.stringMatching(/^PARTNER_API_KEY is too predictable/)]);
    expect(problemsOf({ ...ready, PARTNER_API_KEY: JWT_SECRET })).toEqual([expect.stringContaining('PARTNER_API_KEY equals JWT_SECRET')]);
  });

  it('refuses a PUBLIC_URL that is not https', () => {
    expect(problemsOf({ ...ready, PUBLIC_URL: 'http://rewards.example.com' })).toEqual([expect.stringContaining('https://')]);
  });

  it('refuses the demo admin password, common ones and short ones', () => {
    const admin = (password: string) => problemsOf({ ...ready, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: password });
    expect(admin(DEMO_ADMIN.password)).toEqual([expect.stringContaining('ADMIN_PASSWORD is a known demo or common password')]);
    expect(admin('Password1234')).toEqual([expect.stringContaining('ADMIN_PASSWORD is a known demo or common password')]);
    expect(admin('short-pw')).toEqual([expect.stringContaining('ADMIN_PASSWORD is shorter than 12')]);
    expect(admin('abcabcabcabcabc')).toEqual([expect.stringContaining('ADMIN_PASSWORD is a repeated pattern')]);
    expect(admin('kettle-violin-harbour-57')).toEqual([]);
    expect(problemsOf({ ...ready, ACCESS_LOGIN: 'preview', ACCESS_PASSWORD: 'password1234' })).toEqual([
      expect.stringContaining('ACCESS_PASSWORD'),
    ]);
  });

  it('refuses an empty SMS_FROM with a real SMS transport', () => {
    const http = { ...ready, SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' };
    expect(problemsOf({ ...http, SMS_FROM: '' })).toEqual([expect.stringContaining('Set SMS_FROM')]);
    expect(problemsOf(http)).toEqual([]);
  });

  it('refuses several workers on PostgreSQL without REDIS_URL', () => {
    const postgres = { ...ready, DATABASE_URL: 'postgres://loyalty@db/loyalty' };
    expect(problemsOf({ ...postgres, WEB_CONCURRENCY: '4' })).toEqual([expect.stringContaining('Set REDIS_URL: 4 workers')]);
    expect(problemsOf({ ...postgres, WEB_CONCURRENCY: '4', REDIS_URL: 'redis://redis:6379' })).toEqual([]);
    expect(problemsOf({ ...postgres, WEB_CONCURRENCY: '1' })).toEqual([]);
  });

  it('seeds the demo programme in production only with the explicit override', () => {
    expect(problemsOf({ ...ready, SEED_DEMO: 'true' })).toEqual([expect.stringContaining('ALLOW_DEMO_SEED_IN_PRODUCTION=true')]);
    expect(loadConfig({ ...ready, SEED_DEMO: 'true', ALLOW_DEMO_SEED_IN_PRODUCTION: 'true' }).SEED_DEMO).toBe(true);
  });

  it('lists every problem in one error, malformed values included', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PORT: 'eighty',
      PUBLIC_URL: 'http://rewards.example.com',
      JWT_SECRET: 'a'.repeat(32),
      PARTNER_API_KEY: 'a'.repeat(32),
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'hello@example.com',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      DATABASE_URL: 'postgres://loyalty@db/loyalty',
      WEB_CONCURRENCY: '2',
      SEED_DEMO: 'true',
    });
    const expected = ['PORT', 'SMS_FROM', 'JWT_SECRET', 'PARTNER_API_KEY', 'ADMIN_PASSWORD', 'PUBLIC_URL', 'REDIS_URL', 'ALLOW_DEMO_SEED'];
    expect(problems).toHaveLength(expected.length);
    for (const [i, name] of expected.entries()) expect(problems[i]).toContain(name);
    expect(new ConfigError(problems).message.split('\n')).toHaveLength(expected.length + 1);
  });

  it('asks for what a chosen transport needs, in any mode', () => {
    expect(problemsOf({ SMS_TRANSPORT: 'http' })).toEqual([expect.stringContaining('SMS_HTTP_URL')]);
    expect(problemsOf({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://x' })).toEqual([expect.stringContaining('MAIL_FROM')]);
  });

  it('outside production: seeds the demo unless told not to, and still wants 32+ characters of JWT_SECRET', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([expect.stringContaining('JWT_SECRET')]);
    expect(problemsOf({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' })).toEqual([expect.stringContaining('ADMIN_PASSWORD')]);
  });
});
