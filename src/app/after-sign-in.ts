// Where the app goes once signed in (SPEC.md section 2): the dashboard, or the route the sign-in
// result names, then the redirectTo a protected page set when it sent the visitor to sign in.
import { safeRedirectPath } from '@/lib/safe-redirect';
import { appStore } from '@/state/jotai';
import { loggedInAtom } from '@/state/session';
import { currentLanguageAtom } from '@/state/settings';
import { namedRoutePath } from './named-routes';
import { getRouter } from './router-instance';

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
  // The sign-in page is replaced, so Back from redirectTo lands on that route, not on sign-in.
  await router.navigate({ href: target, replace: true });
  if (back) await router.navigate({ href: back });
}

function withRedirectTo(path: string, redirectTo: string | undefined) {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}
