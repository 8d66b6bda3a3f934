// The end every way in shares once the server has answered with a session: the token, then the terms
// for a new member or the sign-in's ending (complete-sign-in.ts).
import type { useNavigate } from '@tanstack/react-router';
import type { SignInResult } from '@contract';
import type { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { completeSignIn } from '../complete-sign-in';
import { pendingSignInAtom } from '../sign-in-data';

export async function finishSignIn(
  result: SignInResult,
  { store, navigate, lang, redirectTo }: { store: typeof appStore; navigate: ReturnType<typeof useNavigate>; lang: string; redirectTo?: string },
) {
  store.set(tokenAtom, result.token);
  if (!result.user_initialized) {
    store.set(pendingSignInAtom, { redirectTo, redirect_route_name: result.redirect_route_name });
    await navigate({ to: '/$lang/terms-and-conditions', params: { lang }, search: { redirectTo }, replace: true });
    return;
  }
  await completeSignIn(result, { redirectTo, store });
}
