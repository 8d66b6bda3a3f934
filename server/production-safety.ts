// What a production start refuses (config.ts collects every line, so one failed start lists them all):
// transports that print codes, missing or guessable secrets, plain-http links, known passwords,
// several workers each counting the per-IP limits alone, and the demo programme seeded by accident.

export const DEMO_PARTNER_KEY = 'demo-partner-key';

/** Passwords a guesser tries first: the demo admin's (README.md prints it) and common long ones. */
const KNOWN_PASSWORDS = new Set([
  'aurora-admin-demo',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  '123456789012',
  '1234567890123',
  '12345678901234',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'administrator',
  'administrator1',
  'adminadmin12',
  'admin1234567',
  'changeme1234',
  'letmein12345',
  'iloveyou1234',
  'welcome12345',
]);

export const MIN_PASSWORD_LENGTH = 12;
const MIN_SECRET_LENGTH = 32;
/**
 * Bits estimated as length x the Shannon entropy of the secret's own characters. `openssl rand -base64 48`
 * gives about 350 and `-hex 32` about 240; 32 x `a` gives 0. It is an estimate of how varied the text is,
 * not a proof of randomness, so a repeated pattern is refused separately.
 */
const MIN_SECRET_BITS = 128;

export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...value].length;
  let perCharacter = 0;
  for (const n of counts.values()) perCharacter -= (n / length) * Math.log2(n / length);
  return perCharacter * length;
}

const isRepeatedPattern = (value: string) => /^(.+?)\1+$/s.test(value);

/** Why a shared secret would be guessable, or null when it will do. */
export function secretWeakness(value: string): string | null {
  if (value.length < MIN_SECRET_LENGTH) return `shorter than ${MIN_SECRET_LENGTH} characters`;
  if (isRepeatedPattern(value) || estimatedBits(value) < MIN_SECRET_BITS) return 'too predictable (a repeated or low-variety pattern)';
  return null;
}

/** Why a password would be guessed early, or null when it will do. */
export function passwordWeakness(value: string): string | null {
  if (value.length < MIN_PASSWORD_LENGTH) return `shorter than ${MIN_PASSWORD_LENGTH} characters`;
  if (KNOWN_PASSWORDS.has(value.toLowerCase())) return 'a known demo or common password';
  if (isRepeatedPattern(value)) return 'a repeated pattern';
  return null;
}

export interface ProductionSettings {
  PUBLIC_URL?: string;
  JWT_SECRET?: string;
  PARTNER_API_KEY?: string;
  SMS_TRANSPORT: string;
  SMS_FROM: string;
  MAIL_TRANSPORT: string;
  OAUTH_FAKE_PROVIDERS: boolean;
  ADMIN_PASSWORD?: string;
  ACCESS_PASSWORD: string;
  REDIS_URL?: string;
  SEED_DEMO?: boolean;
  ALLOW_DEMO_SEED_IN_PRODUCTION: boolean;
}

function secretProblems(c: ProductionSettings): string[] {
  const out: string[] = [];
  const fix = 'openssl rand -base64 48';
  if (!c.JWT_SECRET) out.push(`Set JWT_SECRET (32+ random characters, the same for every process: ${fix}).`);
  else {
    const weakness = secretWeakness(c.JWT_SECRET);
    if (weakness) out.push(`JWT_SECRET is ${weakness}: use ${fix}.`);
  }
  if (c.PARTNER_API_KEY === undefined) return out;
  if (c.PARTNER_API_KEY === DEMO_PARTNER_KEY) out.push('Set PARTNER_API_KEY to a secret of your own, not the demo key.');
  else if (c.PARTNER_API_KEY === c.JWT_SECRET) out.push('PARTNER_API_KEY equals JWT_SECRET: give each its own secret.');
  else {
    const weakness = secretWeakness(c.PARTNER_API_KEY);
    if (weakness) {
      out.push(`PARTNER_API_KEY is ${weakness}: use ${fix} (32+ characters), or unset it and create named keys (npm run partner-key).`);
    }
  }
  return out;
}

function passwordProblems(c: ProductionSettings): string[] {
  const out: string[] = [];
  const named: Array<[string, string | undefined]> = [
    ['ADMIN_PASSWORD', c.ADMIN_PASSWORD],
    ['ACCESS_PASSWORD', c.ACCESS_PASSWORD || undefined],
  ];
  for (const [name, value] of named) {
    const weakness = value === undefined ? null : passwordWeakness(value);
    if (weakness) out.push(`${name} is ${weakness}: choose a long password of your own.`);
  }
  return out;
}

/**
 * Production's refusals, one line per fix. `workers` is the effective WEB_CONCURRENCY; replicas on other
 * machines are invisible here, so the deployment files (compose.yaml, deploy/k8s) set REDIS_URL themselves.
 */
export function productionProblems(c: ProductionSettings, workers: number): string[] {
  const out: string[] = [];
  if (c.SMS_TRANSPORT === 'log') out.push('Set SMS_TRANSPORT=http or twilio: the log transport prints sign-in codes.');
  else if (!c.SMS_FROM) out.push('Set SMS_FROM (the sender name or number members see).');
  if (c.MAIL_TRANSPORT === 'log') out.push('Set MAIL_TRANSPORT=smtp with SMTP_URL and MAIL_FROM: the log transport prints e-mail links.');
  out.push(...secretProblems(c), ...passwordProblems(c));
  if (c.OAUTH_FAKE_PROVIDERS) out.push('Unset OAUTH_FAKE_PROVIDERS: the fake sign-in provider is for development only.');
  if (!c.PUBLIC_URL) out.push('Set PUBLIC_URL to the public origin (https://...): links in SMS and e-mail use it.');
  else if (!/^https:\/\//i.test(c.PUBLIC_URL)) out.push('PUBLIC_URL must start with https://: links in SMS and e-mail carry sign-in tokens.');
  if (workers > 1 && !c.REDIS_URL) {
    out.push(`Set REDIS_URL: ${workers} workers (WEB_CONCURRENCY) would each count the per-IP limits alone; or set WEB_CONCURRENCY=1.`);
  }
  if (c.SEED_DEMO && !c.ALLOW_DEMO_SEED_IN_PRODUCTION) {
    out.push('SEED_DEMO=true seeds the demo programme and its known admin password: unset it, or also set ALLOW_DEMO_SEED_IN_PRODUCTION=true.');
  }
  return out;
}
