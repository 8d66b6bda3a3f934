// Log-out (docs/product.md sections 4 and 9): the loader shows while the server ends the session, everything
// the user saw is forgotten, the app goes to sign-in and the loader clears 1000 ms later.
import { plural, t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { api } from '@/api/client';
import { getRouter, pageToReturnTo } from '@/lib/router-instance';
import { popups } from '@/features/popups/popups';
import { toast } from '@/features/toasts/toast';
import { forgetLocalSession } from '@/lib/forget-local-session';
import { SIGNED_OUT_IDLE } from '@/lib/search-params';
import { appStore, useStore } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { loaderContentAtom } from '@/state/ui';

export const LOADER_CLEAR_DELAY_MS = 1000;
/** Without a network the client never settles the call; the local log-out must not wait for it. */
const SERVER_LOGOUT_WAIT_MS = 5000;

let inProgress: Promise<void> | null = null;

export interface LogoutOptions {
  /**
   * The session ended for want of activity: the sign-in page says so and brings the member back to
   * this page afterwards; the sign-in page takes this page's place in the history.
   */
  idle?: boolean;
}

async function run(store: typeof appStore, { idle = false }: LogoutOptions) {
  const router = getRouter();
  const from = idle ? pageToReturnTo(router) : undefined;
  store.set(loaderContentAtom, 'default');
  try {
    // Status validation off: an already expired session must not bounce through the 401 handler.
    await Promise.race([
      api.get('logoutUser', { validateStatus: false }),
      new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS)),
    ]);
  } catch {
    /* the session is gone either way; the token is forgotten below */
  }
  await forgetLocalSession(store);
  try {
    const lang = store.get(currentLanguageAtom);
    await (idle
      ? router.navigate({ to: '/$lang/sign-in', params: { lang }, search: { redirectTo: from, signedOut: SIGNED_OUT_IDLE }, replace: true })
      : router.navigate({ to: '/$lang/sign-in', params: { lang } }));
  } finally {
    setTimeout(() => store.set(loaderContentAtom, 'hidden'), LOADER_CLEAR_DELAY_MS);
  }
}

/**
 * The member's own "Log out": actions taken offline and not sent yet stay on this device for their
 * next sign-in, and the member is asked first whether to send them now.
 */
export async function requestLogout(store = appStore): Promise<void> {
  // Loaded on demand: the outbox stays off the first load.
  const { pendingActions, replayQueue } = await import('@/features/offline/outbox');
  const waiting = (await pendingActions().catch(() => [])).length;
  if (waiting > 0) {
    const sendFirst = await popups.confirm({
      title: plural(waiting, { one: 'One action is not sent yet', other: '# actions are not sent yet' }),
      text: plural(waiting, {
        one: 'You took it without a connection. Send it now? Otherwise it stays on this phone and is sent the next time you sign in.',
        other: 'You took them without a connection. Send them now? Otherwise they stay on this phone and are sent the next time you sign in.',
      }),
      yesLabel: t`Send now`,
      cancelLabel: t`Log out, send later`,
    });
    if (sendFirst) {
      const { pending } = await replayQueue();
      if (pending > 0) {
        toast.warn(t`Still no connection, so nothing was sent. You are still signed in: try again, or log out and send later.`);
        return;
      }
    }
  }
  await logout(store);
}

/** Safe to call twice (the session watch and a click may race): both share one run. */
export function logout(store = appStore, options: LogoutOptions = {}): Promise<void> {
  inProgress ??= run(store, options).finally(() => {
    inProgress = null;
  });
  return inProgress;
}

export function useLogout() {
  const store = useStore();
  return useCallback(() => requestLogout(store), [store]);
}
