// Social sign-in and account linking (docs/product.md sections 4, 7 and 8; docs/architecture.md (sign-in and sessions)), loaded on
// first use by social-sign-in-listener.tsx, which has already opened the popup in the click.
// Signed out, the provider's code signs the visitor in (or up) and the phone flow's ending follows;
// signed in, it links the account and reports through 'social-connection-status' events.
import { t } from '@lingui/core/macro';
import { api, ApiError } from '@/api/client';
import type { ConnectSocialBody, ConnectSocialResult, SocialDialog, SocialProvider } from '@contract';
import { CONNECT_CALL, STATE_MISMATCH_MESSAGE } from '@contract/social-names';
import { getRouter } from '@/lib/router-instance';
import { toast } from '@/features/toasts/toast';
import { errorMessage } from '@/lib/error-messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { SOCIAL_CONNECTION_STATUS_EVENT, type ConnectionStatus } from '@/lib/social-sign-in-events';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { offlineAtom } from '@/state/ui';
import { completeSignIn } from './complete-sign-in';
import { loadSignedInUser } from '@/api/queries/user-data';
import { pendingSignInAtom } from './sign-in-data';
import { signInErrorView, type SignInErrorView } from './sign-in-errors';
import { socialSignInBusyAtom, socialSignInErrorAtom } from './social-sign-in-state';
import {
  checkState,
  createBinding,
  createState,
  dialogUrl,
  POPUP_CLOSED,
  popupRedirectUri,
  saveAttempt,
  statePath,
  takeAttempt,
  waitForPopup,
  type OAuthAnswer,
} from './social-oauth';

type Store = typeof appStore;


/** Thrown for what docs/product.md section 8 ignores silently: a closed popup, a refused consent. */
class SilentStop extends Error {}

export function reportStatus(provider: SocialProvider, status: ConnectionStatus) {
  window.dispatchEvent(new CustomEvent(SOCIAL_CONNECTION_STATUS_EVENT, { detail: { provider, status } }));
}

/** The stored status, to fall back to after an abandoned attempt. */
export function storedStatus(provider: SocialProvider, store: Store = appStore): ConnectionStatus {
  return store.get(userDataAtom)?.external_accounts[provider] ?? 'never';
}

/**
 * docs/product.md section 8 for a failed link: Facebook maps its codes to statuses (another member has the
 * account: error-duplicate-account; this member has another Facebook account: connected, plus the
 * facebook-login-successful event); the others show the duplicate message for both duplicate codes
 * and otherwise the server's words in a toast.
 */
export function connectErrorOutcome(provider: SocialProvider, error: unknown): { status: ConnectionStatus; event?: string; toast?: string } {
  const code = error instanceof ApiError ? error.errorCode : '';
  if (provider === 'facebook') {
    if (code === 'OtherUserIsConnectedWithSameExternalAccount') return { status: 'error-duplicate-account' };
    if (code === 'UserIsConnectedWithOtherExternalAccount') return { status: 'connected', event: 'facebook-login-successful' };
    return { status: 'error-other' };
  }
  if (code === 'OtherUserIsConnectedWithSameExternalAccount' || code === 'OtherUserIsConnectedWithSameEmail') return { status: 'error-duplicate-account' };
  return { status: 'error-other', toast: code ? errorMessage(code) : t`The account could not be connected. Please try again.` };
}

/** The page's path and query, which the state carries so a full-page return knows where it was. */
function currentPathAndQuery() {
  return `${window.location.pathname}${window.location.search}`;
}

function redirectToOf(pathAndQuery: string | undefined): string | undefined {
  if (!pathAndQuery) return undefined;
  const value = new URL(pathAndQuery, window.location.origin).searchParams.get('redirectTo');
  return value ?? undefined;
}

interface Outcome {
  provider: SocialProvider;
  connect: boolean;
  /** Connect mode: the status to revert to. */
  previous: ConnectionStatus;
}

function stopBusy(store: Store) {
  store.set(socialSignInBusyAtom, null);
}

/**
 * A failure of the attempt: silent ones revert, others show where the attempt was started. After a
 * full-page return nobody waits for a status, so a failed link always shows a toast then.
 */
function fail({ provider, connect, previous }: Outcome, error: unknown, store: Store, { fullPage = false } = {}) {
  stopBusy(store);
  if (error instanceof SilentStop || (error instanceof Error && error.message === POPUP_CLOSED)) {
    if (connect) reportStatus(provider, previous);
    return;
  }
  console.warn('Social sign-in failed', error);
  if (!connect) {
    // Not the server's answer (a state mismatch, the provider's own error): the attempt failed.
    const view: SignInErrorView =
      error instanceof ApiError
        ? signInErrorView(error)
        : error instanceof Error && error.message === STATE_MISMATCH_MESSAGE
          ? { kind: 'social-state-mismatch' }
          : { kind: 'general', code: 'SocialSignInFailed' };
    store.set(socialSignInErrorAtom, view.kind === 'waitlist' ? { kind: 'general', code: 'CountryPhonePrefixIsNotAllowed' } : view);
    return;
  }
  const outcome = error instanceof ApiError ? connectErrorOutcome(provider, error) : { status: 'error-other' as const, toast: readableFailure(error) };
  if (outcome.status === 'connected') void loadSignedInUser(store).catch(() => undefined);
  reportStatus(provider, outcome.status);
  if (outcome.event) window.dispatchEvent(new CustomEvent(outcome.event, { detail: { provider } }));
  if (outcome.toast) toast.error(outcome.toast);
  else if (fullPage && outcome.status.startsWith('error')) toast.error(readableFailure(error));
}

function readableFailure(error: unknown): string {
  if (error instanceof ApiError && signInErrorView(error).kind === 'duplicate-social') return t`This social account is already connected to another member.`;
  if (error instanceof Error && error.message === 'popup-blocked') return t`Your browser blocked the sign-in window. Allow pop-ups for this site and try again.`;
  if (error instanceof Error && error.message === STATE_MISMATCH_MESSAGE) return t`This sign-in answer does not belong to the sign-in you started. Please start again.`;
  return t`The account could not be connected. Please try again.`;
}

/** The provider's answer: a refused consent stops silently, any other error is a failure. */
function codeOf(answer: OAuthAnswer): string {
  if (answer.error === 'access_denied' || answer.error === 'user_cancelled_authorize' || answer.error === 'user_cancelled_login') throw new SilentStop();
  if (answer.error || !answer.code) throw new Error(answer.error ?? 'Authentication failed');
  return answer.code;
}

/** Until a request without an answer shows the offline page: the button should not spin forever. */
function releaseWhenOffline(store: Store): () => void {
  return store.sub(offlineAtom, () => {
    if (store.get(offlineAtom)) stopBusy(store);
  });
}

async function callConnect(
  { provider, connect }: Outcome,
  body: ConnectSocialBody,
  { redirectTo, returnTo, store }: { redirectTo?: string; returnTo?: string; store: Store },
) {
  const release = releaseWhenOffline(store);
  let result: ConnectSocialResult;
  try {
    result = await api.post(CONNECT_CALL[provider], body);
  } finally {
    release();
  }
  if (connect) {
    await loadSignedInUser(store);
    stopBusy(store);
    reportStatus(provider, 'connected');
    if (returnTo) await getRouter().navigate({ href: returnTo, replace: true });
    return;
  }
  if (!result.token) throw new Error('Authentication failed');
  store.set(tokenAtom, result.token);
  stopBusy(store);
  if (!result.user_initialized) {
    // A new member accepts the terms first; the terms screen then finishes like the phone flow.
    store.set(pendingSignInAtom, { redirectTo, redirect_route_name: result.redirect_route_name });
    const lang = store.get(currentLanguageAtom);
    await getRouter().navigate({ to: '/$lang/terms-and-conditions', params: { lang }, search: { redirectTo }, replace: true });
    return;
  }
  await completeSignIn(result, { redirectTo, store });
}

export interface StartSocialSignIn {
  provider: SocialProvider;
  /** Link to the signed-in member (the profile and leaderboard ask with intent 'connect'). */
  connect: boolean;
  /** Opened in the click (null when blocked or when the page must go itself, an iOS home-screen app). */
  popup: Window | null;
  store?: Store;
}

/** One attempt, from the open popup to the signed-in (or linked) member. */
export async function startSocialSignIn({ provider, connect, popup, store = appStore }: StartSocialSignIn): Promise<void> {
  const outcome: Outcome = { provider, connect, previous: storedStatus(provider, store) };
  const dialog = store.get(settingsAtom)?.social[provider];
  store.set(socialSignInErrorAtom, null);
  store.set(socialSignInBusyAtom, provider);
  if (connect) reportStatus(provider, 'connecting');
  try {
    if (!dialog) throw new Error('Unknown provider');
    if (!popup) {
      if (provider === 'facebook') return await goToFacebook(outcome, dialog, store);
      if (!connect) {
        stopBusy(store);
        store.set(socialSignInErrorAtom, { kind: 'popup-blocked' });
        return;
      }
      throw new Error('popup-blocked');
    }
    const redirectUri = popupRedirectUri(dialog);
    const state = createState(currentPathAndQuery());
    const binding = await createBinding(provider);
    saveAttempt({ provider, state, redirect_uri: redirectUri, connect, code_verifier: binding.code_verifier, nonce: binding.nonce });
    popup.location.href = dialogUrl(dialog, { redirectUri, state, binding });
    const answer = await waitForPopup(popup);
    const attempt = takeAttempt();
    const code = codeOf(answer);
    checkState(attempt?.state, answer.state);
    await callConnect(
      outcome,
      {
        code,
        redirect_uri: redirectUri,
        code_verifier: attempt?.code_verifier,
        nonce: attempt?.nonce,
        id_token: answer.id_token,
        first_name: answer.first_name,
        last_name: answer.last_name,
        lang: store.get(currentLanguageAtom),
      },
      { redirectTo: redirectToOf(currentPathAndQuery()), store },
    );
  } catch (error) {
    if (popup && !popup.closed) popup.close();
    fail(outcome, error, store);
  }
}

/** The address a full-page Facebook sign-in comes back to (docs/product.md section 2: auth=facebook with code). */
export function facebookReturnUri(lang: string): string {
  return `${window.location.origin}/${encodeURIComponent(lang)}/sign-in?auth=facebook`;
}

/** The full-page trip, as an object so tests can watch it (jsdom cannot leave the page). */
export const page = { assign: (url: string) => window.location.assign(url) };

/** No popup possible: the whole page goes to Facebook and comes back to the sign-in page. */
async function goToFacebook(outcome: Outcome, dialog: SocialDialog, store: Store) {
  const redirectUri = facebookReturnUri(store.get(currentLanguageAtom));
  const state = createState(currentPathAndQuery());
  const binding = await createBinding('facebook');
  saveAttempt({ provider: 'facebook', state, redirect_uri: redirectUri, connect: outcome.connect, code_verifier: binding.code_verifier });
  page.assign(dialogUrl({ ...dialog, response_mode: 'query' }, { redirectUri, state, binding }));
}

/** The query of a Facebook full-page return, if the address is one. */
export function facebookReturnOf(search: string): OAuthAnswer | null {
  const params = new URLSearchParams(search);
  if (params.get('auth') !== 'facebook' || (!params.get('code') && !params.get('error'))) return null;
  return { code: params.get('code') ?? undefined, state: params.get('state') ?? undefined, error: params.get('error') ?? undefined };
}

/** Drops auth, code and state (and a refusal's error fields) from the address, if they are still there. */
function cleanReturnQuery() {
  const url = new URL(window.location.href);
  if (url.searchParams.get('auth') !== 'facebook') return;
  for (const key of ['auth', 'code', 'state', 'error', 'error_reason', 'error_description']) url.searchParams.delete(key);
  return getRouter().navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
}

/**
 * Back from a full-page Facebook dialog: check the state, then sign in (or link, when someone is
 * signed in) with the redirect_uri the code was issued for; the state's path says where to go back.
 */
export async function handleFacebookReturn(answer: OAuthAnswer, store: Store = appStore): Promise<void> {
  const attempt = takeAttempt();
  const connect = store.get(loggedInAtom);
  const outcome: Outcome = { provider: 'facebook', connect, previous: storedStatus('facebook', store) };
  await cleanReturnQuery();
  try {
    const code = codeOf(answer);
    checkState(attempt?.state, answer.state);
    store.set(socialSignInErrorAtom, null);
    store.set(socialSignInBusyAtom, 'facebook');
    const back = statePath(answer.state);
    await callConnect(
      outcome,
      {
        code,
        redirect_uri: attempt?.redirect_uri ?? facebookReturnUri(store.get(currentLanguageAtom)),
        code_verifier: attempt?.code_verifier,
        lang: store.get(currentLanguageAtom),
      },
      { redirectTo: redirectToOf(back), returnTo: safeRedirectPath(back), store },
    );
  } catch (error) {
    fail(outcome, error, store, { fullPage: true });
  }
}
