// @vitest-environment jsdom
// Social sign-in and linking (docs/product.md sections 5, 7 and 8): the Facebook full-page return (?auth=facebook&code=...),
// with the api client mocked.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { socialSignInErrorAtom } from '@/features/auth/social-sign-in-state';
import { createState, saveAttempt } from '@/features/auth/social-oauth';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { makeUser } from './auth-test-helpers';
import { mocks, setUpSocialSignIn, tick } from './social-sign-in-test-helpers';

const { mockedModules } = await vi.hoisted(() => import('./social-sign-in-test-helpers'));
vi.mock('@/api/client', (importOriginal) => mockedModules.apiClient(importOriginal));
vi.mock('@/lib/router-instance', () => mockedModules.routerInstance());
vi.mock('@/features/auth/complete-sign-in', () => mockedModules.completeSignIn());
vi.mock('@/features/toasts/toast', () => mockedModules.toast());

const flow = await import('@/features/auth/social-sign-in-flow');

setUpSocialSignIn();

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
