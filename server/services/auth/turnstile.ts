// Cloudflare Turnstile check of loginUserByPhone; off while TURNSTILE_SECRET is empty.
import type { Config } from '../../config';
import { badRequest } from '../../errors';

const VERIFY_TIMEOUT_MS = 10_000;

export async function verifyTurnstile(config: Config, token: string, ip?: string): Promise<void> {
  if (!config.TURNSTILE_SECRET) return;
  if (!token) throw badRequest('TurnstileFailed', 'Please complete the security check.');
  const form = new URLSearchParams({ secret: config.TURNSTILE_SECRET, response: token });
  if (ip) form.set('remoteip', ip);
  let success = false;
  try {
    const res = await fetch(config.TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { success?: unknown } | null;
    success = res.ok && body?.success === true;
  } catch {
    success = false;
  }
  if (!success) throw badRequest('TurnstileFailed', 'The security check failed. Please try again.');
}
