// Where the app goes once signed in (docs/product.md section 2): the dashboard, or the route the sign-in
// result names, then the redirectTo a protected page set when it sent the visitor to sign in.
import { safeRedirectPath } from '@/lib/safe-redirect';
import { appStore } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { namedRoutePath } from './named-routes';
import { getRouter } from '@/lib/router-instance';
import { stepsBackToSignInEntry } from './sign-in-entry';

/** Long enough for the history step and the guard's redirect; the router settles well before. */
const HISTORY_STEP_WAIT_MS = 3000;
const PUBLIC_LAYOUT = '/$lang/_public';

export interface AfterSignIn {
  /** The sign-in result's redirect_route_name (either spelling). */
  redirectRouteName?: string;
  redirect_route_name?: string;
  /** The redirectTo query parameter; ignored unless it is a same-origin path. */
  redirectTo?: string;
}

export async function goAfterSignIn({ redirectRouteName, redirect_route_name, redirectTo }: AfterSignIn = {}): Promise<void> {
  const router = getRouter();
  const lang = appStore.get(currentLanguageAtom);
  const back = safeRedirectPath(redirectTo);
  const named = namedRoutePath(redirectRouteName ?? redirect_route_name);

  const target = (named ?? '/$lang/dashboard').replace('$lang', encodeURIComponent(lang));

  if (!appStore.get(loggedInAtom)) {
    // A step before the app (the terms of a new account): redirectTo rides along for when it is done.
    await router.navigate({ href: withRedirectTo(target, back), replace: true });
    return;
  }
  // Straight to the page the member wanted, no dashboard in between.
  const destination = back ?? target;
  // Back to the first sign-in page: its guard replaces it with redirectTo (or the dashboard), so the
  // sign-in steps leave the history and Back goes where the member came from. A named route of the
  // sign-in result is not what that guard knows, so it is navigated to instead.
  const steps = named && !back ? 0 : stepsBackToSignInEntry();
  if (steps > 0) {
    const settled = new Promise<void>((resolve) => {
      const stop = router.subscribe('onResolved', () => {
        // Settled once the guard has sent the router off the sign-in pages.
        if (!router.state.matches.some((match) => match.routeId.startsWith(PUBLIC_LAYOUT))) {
          stop();
          resolve();
        }
      });
      setTimeout(() => {
        stop();
        resolve();
      }, HISTORY_STEP_WAIT_MS);
    });
    router.history.go(-steps);
    await settled;
    const stillSigningIn = router.state.matches.some((match) => match.routeId.startsWith(PUBLIC_LAYOUT));
    if (stillSigningIn) await router.navigate({ href: destination, replace: true });
    return;
  }
  await router.navigate({ href: destination, replace: true });
}

function withRedirectTo(path: string, redirectTo: string | undefined) {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}
