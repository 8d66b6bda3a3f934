// Settings that parse but cannot work together: each found one is a line saying what to set.
import { availableParallelism } from 'node:os';
import { MIN_PASSWORD_LENGTH, productionProblems } from '../production-safety';
import { resolveWallet } from '../services/wallet/wallet-config';
import type { Parsed } from './schema';

/** The embedded database belongs to one process. */
export const workersOf = (c: Parsed, production: boolean): number =>
  c.DATABASE_URL ? (c.WEB_CONCURRENCY ?? (production ? availableParallelism() : 1)) : 1;

/** Settings that cannot work, each as one line saying what to set. */
export function problems(c: Parsed, production: boolean): string[] {
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
