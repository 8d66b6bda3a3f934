// Production refuses settings that would leak codes or share the demo's secrets, one line per fix.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const ready = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://rewards.example.com',
  JWT_SECRET: 'x'.repeat(40),
  PARTNER_API_KEY: 'p'.repeat(40),
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
    expect(loadConfig({ ...ready, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
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
    expect(problemsOf({ ...ready, PARTNER_API_KEY: 'short-key' })).toEqual([expect.stringContaining('32+ characters')]);
    expect(problemsOf({ ...ready, OAUTH_FAKE_PROVIDERS: 'true' })).toEqual([expect.stringContaining('OAUTH_FAKE_PROVIDERS')]);
    expect(problemsOf({ ...ready, JWT_SECRET: undefined })).toEqual([expect.stringContaining('JWT_SECRET')]);
  });

  it('asks for what a chosen transport needs, in any mode', () => {
    expect(problemsOf({ SMS_TRANSPORT: 'http' })).toEqual([expect.stringContaining('SMS_HTTP_URL')]);
    expect(problemsOf({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://x' })).toEqual([expect.stringContaining('MAIL_FROM')]);
  });

  it('seeds the demo outside production unless told not to', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});
