// After sign-in (docs/product.md section 4): wait until the account is ready, load the user, go to the
// dashboard (or the route the server named, then redirectTo), open the welcome tour if asked, and
// hide the loader 1 s later. Any failure leaves the loader on its error content.
import type { SignInResult } from '@contract';
import { goAfterSignIn } from '@/features/auth/after-sign-in';
import { appStore } from '@/state/jotai';
import { loaderContentAtom } from '@/state/ui';
import { waitForInitialization } from './initialization';
import { loadSignedInUser } from '@/api/queries/user-data';
import { welcomePopupOpenAtom } from './popup-atoms';

export const LOADER_HIDE_DELAY_MS = 1000;

export interface CompleteSignInOptions {
  redirectTo?: string;
  store?: typeof appStore;
}

export async function completeSignIn(
  result: Pick<SignInResult, 'redirect_route_name' | 'showWelcomeScreen'>,
  { redirectTo, store = appStore }: CompleteSignInOptions = {},
): Promise<boolean> {
  store.set(loaderContentAtom, 'initial');
  try {
    await waitForInitialization();
    await loadSignedInUser(store);
    await goAfterSignIn({ redirectRouteName: result.redirect_route_name, redirectTo });
  } catch (error) {
    console.error('Sign-in could not be completed', error);
    store.set(loaderContentAtom, 'error');
    return false;
  }
  if (result.showWelcomeScreen) store.set(welcomePopupOpenAtom, true);
  setTimeout(() => store.set(loaderContentAtom, 'hidden'), LOADER_HIDE_DELAY_MS);
  return true;
}
