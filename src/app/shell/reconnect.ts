// "Try again" on the offline page, the browser's online event and the live connectivity check: one
// cheap call proves the server answers again; before boot finished, boot runs again.
import { boot } from '@/app/boot';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { offlineAtom } from '@/state/ui';
import { bootPhaseAtom } from './boot-phase';

/** A link that hangs must not hold the check up longer than this. */
const PING_DEADLINE_MS = 3_000;

/**
 * `extendSession` sends the token, so the ping also counts as activity (a customer's "Try again");
 * the background check pings without it and never keeps an idle session alive.
 */
export async function tryReconnect(store = appStore, { extendSession = true } = {}): Promise<boolean> {
  const token = extendSession ? store.get(tokenAtom) : null;
  try {
    await fetch('/api/touchSession', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(PING_DEADLINE_MS),
    });
  } catch {
    return false;
  }
  store.set(offlineAtom, false);
  if (store.get(bootPhaseAtom) !== 'ready') void boot(store);
  return true;
}
