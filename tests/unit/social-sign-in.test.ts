// @vitest-environment jsdom
// Social sign-in and linking (docs/product.md sections 5, 7 and 8): the state check, the popup watch, the
// error-to-status mapping and the Facebook full-page return, with window.open and the api client mocked.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { SocialDialog } from '@contract';
import { STATE_MISMATCH_MESSAGE } from '@contract/social-names';
import { pendingSignInAtom } from '@/features/auth/sign-in-data';
import { onSocialSignIn } from '@/features/auth/social-sign-in-listener';
import { socialSignInBusyAtom, socialSignInErrorAtom } from '@/features/auth/social-sign-in-state';
import {
  checkState,
  createBinding,
  createState,
  dialogUrl,
  POPUP_CLOSED,
  readAnswer,
  saveAttempt,
  statePath,
  waitForPopup,
} from '@/features/auth/social-oauth';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { activateEnglish, makeSettings, makeUser, resetStore } from './auth-test-helpers';

const mocks = vi.hoisted(() => ({
  post: vi.fn(),
  get: vi.fn(),
  navigate: vi.fn(async () => {}),
  completeSignIn: vi.fn(async () => true),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
}));

vi.mock('@/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/client')>()),
  api: { post: mocks.post, get: mocks.get },
}));
vi.mock('@/lib/router-instance', () => ({ getRouter: () => ({ navigate: mocks.navigate }) }));
vi.mock('@/features/auth/complete-sign-in', () => ({ completeSignIn: mocks.completeSignIn }));
vi.mock('@/features/toasts/toast', () => ({ toast: { error: mocks.toastError, success: mocks.toastSuccess, info: vi.fn(), warn: vi.fn() } }));

const flow = await import('@/features/auth/social-sign-in-flow');

const dialog = (overrides: Partial<SocialDialog> = {}): SocialDialog => ({
  client_id: 'fake-client',
  dialog_url: '/api/dev/oauth/google/authorize',
  scope: 'openid email profile',
  response_mode: 'query',
  ...overrides,
});

const SOCIAL = {
  google: dialog(),
  facebook: dialog({ dialog_url: '/api/dev/oauth/facebook/v20.0/dialog/oauth', scope: 'email,user_friends' }),
  linkedin: dialog({ dialog_url: '/api/dev/oauth/linkedin/authorize', scope: 'openid profile email' }),
  apple: dialog({ dialog_url: '/api/dev/oauth/apple/authorize', scope: 'name email', response_mode: 'form_post' }),
};

/**
 * A popup double: on another origin (its address unreadable) until `land` puts it on a page of this
 * site. What the flow assigns to location.href is recorded in `sent`.
 */
function fakePopup() {
  let href: string | null = null;
  const sent: string[] = [];
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
  };
  Object.defineProperty(popup, 'location', {
    get(): Location {
      if (href !== null) return new URL(href) as unknown as Location;
      return {
        get origin(): string {
          throw new DOMException('Blocked a frame with origin', 'SecurityError');
        },
        set href(value: string) {
          sent.push(value);
        },
      } as unknown as Location;
    },
  });
  const land = (url: string) => {
    href = url;
  };
  return { popup, sent, land };
}

/** Lets the polling interval and the awaited calls run. */
async function tick(ms = 300) {
  await vi.advanceTimersByTimeAsync(ms);
}

function statusEvents() {
  const seen: Array<{ provider: string; status: string }> = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<{ provider: string; status: string }>).detail);
  window.addEventListener('social-connection-status', listener);
  return { seen, stop: () => window.removeEventListener('social-connection-status', listener) };
}

function request(provider: string, intent?: string) {
  onSocialSignIn(new CustomEvent('social-sign-in', { detail: { provider, intent } }));
}

/** The state the flow put in the dialog address. */
const stateOf = (url: string) => new URL(url).searchParams.get('state')!;

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore(makeSettings({ social: SOCIAL }));
  appStore.set(socialSignInBusyAtom, null);
  appStore.set(socialSignInErrorAtom, null);
  appStore.set(pendingSignInAtom, null);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/en/sign-in?redirectTo=%2Fen%2Fprizes');
  vi.useFakeTimers();
  for (const mock of Object.values(mocks)) mock.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the state parameter', () => {
  it('is a random value plus the current path and query, and must come back unchanged', () => {
    const a = createState('/en/sign-in?redirectTo=%2Fen%2Fprizes');
    const b = createState('/en/sign-in?redirectTo=%2Fen%2Fprizes');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}:\/en\/sign-in\?redirectTo=%2Fen%2Fprizes$/);
    expect(statePath(a)).toBe('/en/sign-in?redirectTo=%2Fen%2Fprizes');
    expect(statePath('abc://evil.example')).toBeUndefined();
    expect(statePath('abc:https://evil.example/')).toBeUndefined();
    expect(() => checkState(a, a)).not.toThrow();
    expect(() => checkState(a, b)).toThrow(STATE_MISMATCH_MESSAGE);
    expect(() => checkState(undefined, a)).toThrow(STATE_MISMATCH_MESSAGE);
    expect(() => checkState(a, undefined)).toThrow(STATE_MISMATCH_MESSAGE);
  });

  it('goes into the dialog address with the client id, the callback page, the code response, the scope and the binding', () => {
    const binding = { code_verifier: 'v'.repeat(43), code_challenge: 'challenge-1', nonce: 'nonce-1' };
    const url = new URL(dialogUrl(SOCIAL.google, { redirectUri: 'http://localhost:3000/oauth-callback.html', state: 's1', binding }));
    expect(url.pathname).toBe('/api/dev/oauth/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fake-client',
      redirect_uri: 'http://localhost:3000/oauth-callback.html',
      response_type: 'code',
      scope: 'openid email profile',
      state: 's1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
      nonce: 'nonce-1',
    });
    const apple = new URL(dialogUrl(SOCIAL.apple, { redirectUri: 'http://localhost:3000/oauth-callback.html', state: 's2', binding }));
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
  });

  it('binds each attempt with a fresh PKCE pair (S256) and, for OpenID providers only, a nonce', async () => {
    const google = await createBinding('google');
    expect(google.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(google.code_verifier)));
    expect(google.code_challenge).toBe(btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    expect(google.nonce).toMatch(/^[0-9a-f]{32}$/);
    const again = await createBinding('google');
    expect(again.code_verifier).not.toBe(google.code_verifier);
    expect(again.nonce).not.toBe(google.nonce);
    expect((await createBinding('apple')).nonce).toBeTruthy();
    expect((await createBinding('facebook')).nonce).toBeUndefined();
  });

  it('reads the answer from the query (and a fragment), Apple with its id_token and name', () => {
    expect(readAnswer('?code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
    expect(readAnswer('?error=access_denied&state=s1')).toEqual({ error: 'access_denied', state: 's1' });
    expect(readAnswer('?code=c&state=s&id_token=t&first_name=Ona&last_name=Kaz')).toEqual({
      code: 'c',
      state: 's',
      id_token: 't',
      first_name: 'Ona',
      last_name: 'Kaz',
    });
    expect(readAnswer('', '#code=h&state=s')).toEqual({ code: 'h', state: 's' });
  });
});

describe('the popup watch', () => {
  it('polls every 250 ms, waits while the provider (another origin) shows, and closes the popup on the callback page', async () => {
    const { popup, land } = fakePopup();
    const answer = waitForPopup(popup as unknown as Window, { origin: 'http://localhost:3000' });
    await tick(1000);
    land('http://localhost:3000/oauth-dummy.html');
    await tick(250);
    expect(popup.close).not.toHaveBeenCalled();
    land('http://localhost:3000/oauth-callback.html?code=abc&state=xyz');
    await tick(250);
    await expect(answer).resolves.toEqual({ code: 'abc', state: 'xyz' });
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('rejects with "Auth popup window closed" when the user closes it', async () => {
    const { popup } = fakePopup();
    const answer = waitForPopup(popup as unknown as Window, { origin: 'http://localhost:3000' });
    const caught = answer.catch((error: Error) => error.message);
    await tick(500);
    popup.closed = true;
    await tick(250);
    expect(await caught).toBe(POPUP_CLOSED);
  });
});

describe('sign-in through a popup (signed out)', () => {
  it('opens a 500x633 popup on the dummy page in the click, then the dialog; the code signs in like the phone flow', async () => {
    const { popup, sent, land } = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mocks.post.mockResolvedValue({ provider: 'google', status: 'connected', token: 'jwt-1', user_initialized: true, redirect_route_name: 'prizes', friends_connected: 0 });

    request('google');
    // Synchronously, inside the dispatching click.
    expect(open).toHaveBeenCalledOnce();
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe('/oauth-dummy.html');
    expect(features).toContain('width=500');
    expect(features).toContain('height=633');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(appStore.get(socialSignInBusyAtom)).toBe('google');

    const dialogAddress = new URL(sent[0]!);
    expect(dialogAddress.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/oauth-callback.html`);
    const state = stateOf(sent[0]!);
    expect(statePath(state)).toBe('/en/sign-in?redirectTo=%2Fen%2Fprizes');

    land(`${window.location.origin}/oauth-callback.html?code=c-42&state=${encodeURIComponent(state)}`);
    await tick();
    await vi.waitFor(() => expect(mocks.completeSignIn).toHaveBeenCalled());
    const sentBody = mocks.post.mock.calls[0]![1] as { code_verifier: string; nonce: string };
    expect(mocks.post).toHaveBeenCalledWith('connectGoogleUser', {
      code: 'c-42',
      redirect_uri: `${window.location.origin}/oauth-callback.html`,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      lang: 'en',
    });
    // The verifier sent with the code is the one whose hash the dialog got; the nonce is the dialog's.
    const verifierHash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sentBody.code_verifier)));
    expect(dialogAddress.searchParams.get('code_challenge')).toBe(
      btoa(String.fromCharCode(...verifierHash)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    );
    expect(dialogAddress.searchParams.get('code_challenge_method')).toBe('S256');
    expect(dialogAddress.searchParams.get('nonce')).toBe(sentBody.nonce);
    expect(appStore.get(tokenAtom)).toBe('jwt-1');
    expect(mocks.completeSignIn.mock.calls[0]).toEqual([
      expect.objectContaining({ redirect_route_name: 'prizes' }),
      expect.objectContaining({ redirectTo: '/en/prizes' }),
    ]);
    expect(appStore.get(socialSignInBusyAtom)).toBeNull();
    expect(popup.close).toHaveBeenCalled();
  });

  it('sends a new member to the terms first, keeping where to go afterwards', async () => {
    const { popup, sent, land } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mocks.post.mockResolvedValue({ provider: 'apple', status: 'connected', token: 'jwt-new', user_initialized: false, friends_connected: 0 });
    request('apple');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(new URL(sent[0]!).searchParams.get('response_mode')).toBe('form_post');
    // Apple posts to the server, which sends the popup on to the callback page.
    expect(new URL(sent[0]!).searchParams.get('redirect_uri')).toBe(`${window.location.origin}/api/user-side/auth/apple`);
    land(`${window.location.origin}/oauth-callback.html?code=a1&id_token=tok&first_name=Ona&last_name=Kaz&state=${encodeURIComponent(stateOf(sent[0]!))}`);
    await tick();
    await vi.waitFor(() => expect(mocks.navigate).toHaveBeenCalled());
    expect(mocks.post).toHaveBeenCalledWith(
      'connectAppleUser',
      expect.objectContaining({ code: 'a1', id_token: 'tok', first_name: 'Ona', last_name: 'Kaz', redirect_uri: `${window.location.origin}/api/user-side/auth/apple` }),
    );
    expect(mocks.navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/$lang/terms-and-conditions', params: { lang: 'en' }, search: { redirectTo: '/en/prizes' } }));
    expect(appStore.get(pendingSignInAtom)).toEqual({ redirectTo: '/en/prizes', redirect_route_name: undefined });
    expect(mocks.completeSignIn).not.toHaveBeenCalled();
  });

  it('a different state is the state-mismatch sign-in error, and nothing is sent', async () => {
    const { popup, sent, land } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    request('google');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    land(`${window.location.origin}/oauth-callback.html?code=c&state=forged`);
    await tick();
    await vi.waitFor(() => expect(appStore.get(socialSignInErrorAtom)).not.toBeNull());
    expect(appStore.get(socialSignInErrorAtom)).toEqual({ kind: 'social-state-mismatch' });
    expect(mocks.post).not.toHaveBeenCalled();
    expect(appStore.get(socialSignInBusyAtom)).toBeNull();
  });

  it('a closed popup or a refused consent is ignored silently', async () => {
    for (const finish of ['close', 'deny'] as const) {
      const { popup, sent, land } = fakePopup();
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      request('google');
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      if (finish === 'close') popup.closed = true;
      else land(`${window.location.origin}/oauth-callback.html?error=access_denied&state=${encodeURIComponent(stateOf(sent[0]!))}`);
      await tick();
      await vi.waitFor(() => expect(appStore.get(socialSignInBusyAtom)).toBeNull());
      expect(appStore.get(socialSignInErrorAtom)).toBeNull();
      expect(mocks.post).not.toHaveBeenCalled();
    }
  });

  it('shows the duplicate social account message for both duplicate codes', async () => {
    for (const code of ['OtherUserIsConnectedWithSameExternalAccount', 'OtherUserIsConnectedWithSameEmail']) {
      const { popup, sent, land } = fakePopup();
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      mocks.post.mockRejectedValueOnce(new ApiError(409, code, 'Taken'));
      request('google');
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      land(`${window.location.origin}/oauth-callback.html?code=c&state=${encodeURIComponent(stateOf(sent[0]!))}`);
      await tick();
      await vi.waitFor(() => expect(appStore.get(socialSignInErrorAtom)).toEqual({ kind: 'duplicate-social' }));
      appStore.set(socialSignInErrorAtom, null);
    }
  });

  it('a blocked popup sends Facebook through the whole page, and asks to allow pop-ups for the others', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(flow.page, 'assign').mockImplementation(() => {});
    request('facebook');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.pathname).toBe('/api/dev/oauth/facebook/v20.0/dialog/oauth');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/en/sign-in?auth=facebook`);
    expect(statePath(url.searchParams.get('state')!)).toBe('/en/sign-in?redirectTo=%2Fen%2Fprizes');

    request('google');
    await vi.waitFor(() => expect(appStore.get(socialSignInErrorAtom)).toEqual({ kind: 'popup-blocked' }));
    expect(assign).toHaveBeenCalledOnce();
  });

  it('ignores providers the settings do not configure', () => {
    appStore.set(settingsAtom, makeSettings({ social: { google: SOCIAL.google } }));
    const open = vi.spyOn(window, 'open');
    request('linkedin');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('linking (signed in, intent connect)', () => {
  beforeEach(() => {
    appStore.set(tokenAtom, 'jwt-member');
    appStore.set(userDataAtom, makeUser({ external_accounts: { google: 'disconnected', facebook: 'never', linkedin: 'never', apple: 'never' } }));
  });

  async function connectWith(provider: string, answer: (state: string) => string) {
    const { popup, sent, land } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    request(provider, 'connect');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    land(`${window.location.origin}/oauth-callback.html?${answer(stateOf(sent[0]!))}`);
    await tick();
  }

  it('reports connecting, then reloads the user data and reports connected', async () => {
    const events = statusEvents();
    mocks.post.mockResolvedValue({ provider: 'facebook', status: 'connected', friends_connected: 2 });
    mocks.get.mockResolvedValue(makeUser({ external_accounts: { google: 'never', facebook: 'connected', linkedin: 'never', apple: 'never' } }));
    await connectWith('facebook', (state) => `code=f1&state=${encodeURIComponent(state)}`);
    await vi.waitFor(() => expect(events.seen.at(-1)?.status).toBe('connected'));
    expect(events.seen.map((e) => e.status)).toEqual(['connecting', 'connected']);
    expect(mocks.get).toHaveBeenCalledWith('getUserData');
    expect(appStore.get(userDataAtom)?.external_accounts.facebook).toBe('connected');
    expect(appStore.get(tokenAtom)).toBe('jwt-member');
    expect(mocks.completeSignIn).not.toHaveBeenCalled();
    events.stop();
  });

  it('maps errors to the statuses of docs/product.md section 4', () => {
    const err = (code: string, message = 'Readable words') => new ApiError(409, code, message);
    expect(flow.connectErrorOutcome('facebook', err('OtherUserIsConnectedWithSameExternalAccount'))).toEqual({ status: 'error-duplicate-account' });
    expect(flow.connectErrorOutcome('facebook', err('UserIsConnectedWithOtherExternalAccount'))).toEqual({
      status: 'connected',
      event: 'facebook-login-successful',
    });
    expect(flow.connectErrorOutcome('facebook', err('SocialSignInFailed'))).toEqual({ status: 'error-other' });
    expect(flow.connectErrorOutcome('google', err('OtherUserIsConnectedWithSameEmail'))).toEqual({ status: 'error-duplicate-account' });
    // The words of the code in the member's language, not the server's English message.
    expect(flow.connectErrorOutcome('linkedin', err('SocialSignInFailed', 'The code has expired.'))).toEqual({
      status: 'error-other',
      toast: 'Signing in with this provider did not work. Please try again.',
    });
  });

  it('Facebook: another Facebook account of this member counts as connected and fires facebook-login-successful', async () => {
    const events = statusEvents();
    const successful = vi.fn();
    window.addEventListener('facebook-login-successful', successful);
    mocks.post.mockRejectedValue(new ApiError(409, 'UserIsConnectedWithOtherExternalAccount', 'Another one'));
    mocks.get.mockResolvedValue(makeUser());
    await connectWith('facebook', (state) => `code=f1&state=${encodeURIComponent(state)}`);
    await vi.waitFor(() => expect(events.seen.at(-1)?.status).toBe('connected'));
    expect(successful).toHaveBeenCalledOnce();
    expect(mocks.toastError).not.toHaveBeenCalled();
    window.removeEventListener('facebook-login-successful', successful);
    events.stop();
  });

  it('other providers: error-other and a toast in words; a closed popup reverts to the stored status', async () => {
    const events = statusEvents();
    mocks.post.mockRejectedValue(new ApiError(400, 'SocialSignInFailed', 'LinkedIn refused the code.'));
    await connectWith('linkedin', (state) => `code=l1&state=${encodeURIComponent(state)}`);
    await vi.waitFor(() => expect(events.seen.at(-1)?.status).toBe('error-other'));
    await tick(300);
    expect(mocks.toastError).toHaveBeenCalledWith('Signing in with this provider did not work. Please try again.');

    const { popup, sent } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    request('google', 'connect');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    popup.closed = true;
    await tick();
    await vi.waitFor(() => expect(events.seen.at(-1)).toEqual({ provider: 'google', status: 'disconnected' }));
    events.stop();
  });
});

describe('the Facebook full-page return (?auth=facebook&code=...)', () => {
  it('reads only a Facebook return', () => {
    expect(flow.facebookReturnOf('?auth=facebook&code=c&state=s')).toEqual({ code: 'c', state: 's', error: undefined });
    expect(flow.facebookReturnOf('?auth=facebook&error=access_denied&state=s')).toEqual({ code: undefined, state: 's', error: 'access_denied' });
    expect(flow.facebookReturnOf('?auth=google&code=c')).toBeNull();
    expect(flow.facebookReturnOf('?auth=facebook')).toBeNull();
  });

  it('checks the state, signs in with the sign-in page as redirect_uri, cleans the query and keeps redirectTo', async () => {
    const state = createState('/en/sign-in?redirectTo=%2Fen%2Fprizes');
    const redirectUri = `${window.location.origin}/en/sign-in?auth=facebook`;
    saveAttempt({ provider: 'facebook', state, redirect_uri: redirectUri, connect: false, code_verifier: 'fb-verifier' });
    window.history.replaceState(null, '', `/en/sign-in?auth=facebook&code=fb-code&state=${encodeURIComponent(state)}`);
    mocks.post.mockResolvedValue({ provider: 'facebook', status: 'connected', token: 'jwt-fb', user_initialized: true, friends_connected: 0 });

    await flow.handleFacebookReturn({ code: 'fb-code', state });
    expect(mocks.navigate).toHaveBeenCalledWith({ href: '/en/sign-in', replace: true });
    expect(mocks.post).toHaveBeenCalledWith('connectFacebookUser', { code: 'fb-code', redirect_uri: redirectUri, code_verifier: 'fb-verifier', lang: 'en' });
    expect(appStore.get(tokenAtom)).toBe('jwt-fb');
    expect(mocks.completeSignIn).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ redirectTo: '/en/prizes' }));
    expect(sessionStorage.length).toBe(0);
  });

  it('a state that differs from the stored one is the state-mismatch error; a refusal is silent', async () => {
    saveAttempt({ provider: 'facebook', state: createState('/en/sign-in'), redirect_uri: 'x', connect: false, code_verifier: 'v' });
    await flow.handleFacebookReturn({ code: 'fb-code', state: createState('/en/sign-in') });
    expect(mocks.post).not.toHaveBeenCalled();
    expect(appStore.get(socialSignInErrorAtom)).toEqual({ kind: 'social-state-mismatch' });

    appStore.set(socialSignInErrorAtom, null);
    const state = createState('/en/sign-in');
    saveAttempt({ provider: 'facebook', state, redirect_uri: 'x', connect: false, code_verifier: 'v' });
    await flow.handleFacebookReturn({ error: 'access_denied', state });
    expect(appStore.get(socialSignInErrorAtom)).toBeNull();
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('signed in, it links the account and goes back to the page the trip started from', async () => {
    appStore.set(tokenAtom, 'jwt-member');
    appStore.set(userDataAtom, makeUser());
    const state = createState('/en/profile/social');
    saveAttempt({ provider: 'facebook', state, redirect_uri: `${window.location.origin}/en/sign-in?auth=facebook`, connect: true, code_verifier: 'v' });
    window.history.replaceState(null, '', '/en/dashboard');
    mocks.post.mockResolvedValue({ provider: 'facebook', status: 'connected', friends_connected: 0 });
    mocks.get.mockResolvedValue(makeUser({ external_accounts: { google: 'never', facebook: 'connected', linkedin: 'never', apple: 'never' } }));

    await flow.handleFacebookReturn({ code: 'fb-code', state });
    expect(mocks.post).toHaveBeenCalledWith('connectFacebookUser', expect.objectContaining({ code: 'fb-code' }));
    expect(mocks.navigate).toHaveBeenCalledWith({ href: '/en/profile/social', replace: true });
    expect(appStore.get(tokenAtom)).toBe('jwt-member');

    // A failed link after the trip says so in a toast (nobody waits for a status any more).
    const again = createState('/en/profile/social');
    saveAttempt({ provider: 'facebook', state: again, redirect_uri: 'x', connect: true, code_verifier: 'v' });
    mocks.post.mockRejectedValue(new ApiError(409, 'OtherUserIsConnectedWithSameExternalAccount', 'Taken'));
    await flow.handleFacebookReturn({ code: 'fb-code-2', state: again });
    await tick(300);
    expect(mocks.toastError).toHaveBeenCalledWith('This social account is already connected to another member.');
  });
});
