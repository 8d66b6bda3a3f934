// @vitest-environment jsdom
// Social sign-in through a popup, signed out (docs/product.md sections 5, 7 and 8): the popup opened in the click, the
// code that signs in, the state check, the errors shown and a blocked popup, with window.open and the api client mocked.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { pendingSignInAtom } from '@/features/auth/sign-in-data';
import { socialSignInBusyAtom, socialSignInErrorAtom } from '@/features/auth/social-sign-in-state';
import { statePath } from '@/features/auth/social-oauth';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { settingsAtom } from '@/state/settings';
import { makeSettings } from './auth-test-helpers';
import { fakePopup, mocks, request, setUpSocialSignIn, SOCIAL, stateOf, tick } from './social-sign-in-test-helpers';

const { mockedModules } = await vi.hoisted(() => import('./social-sign-in-test-helpers'));
vi.mock('@/api/client', (importOriginal) => mockedModules.apiClient(importOriginal));
vi.mock('@/lib/router-instance', () => mockedModules.routerInstance());
vi.mock('@/features/auth/complete-sign-in', () => mockedModules.completeSignIn());
vi.mock('@/features/toasts/toast', () => mockedModules.toast());

const flow = await import('@/features/auth/social-sign-in-flow');

setUpSocialSignIn();

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
