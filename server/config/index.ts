// The server's configuration: every environment variable, parsed and checked once at start
// (docs/configuration.md lists them). The variables live by concern in the files beside this one.
import { z } from 'zod';
import { DEMO_PARTNER_KEY } from '../production-safety';
import { resolveWallet, type WalletConfig } from '../services/wallet/wallet-config';
import { problems, workersOf } from './problems';
import { schema } from './schema';
import { socialProviders, type SocialProviders } from './social';

export { DEMO_PARTNER_KEY };
export type { SocialProviderConfig } from './social';

/** Every variable the server reads, for checking deployment files against. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

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
  socialProviders: SocialProviders;
  /** The phone wallets whose keys are configured; absent ones are not offered. */
  wallet: WalletConfig;
};

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
