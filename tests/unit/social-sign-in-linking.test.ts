// @vitest-environment jsdom
// Social linking, signed in with intent connect (docs/product.md sections 5, 7 and 8): the statuses it reports and the
// error-to-status mapping, with window.open and the api client mocked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { makeUser } from './auth-test-helpers';
import { fakePopup, mocks, request, setUpSocialSignIn, stateOf, tick } from './social-sign-in-test-helpers';

const { mockedModules } = await vi.hoisted(() => import('./social-sign-in-test-helpers'));
vi.mock('@/api/client', (importOriginal) => mockedModules.apiClient(importOriginal));
vi.mock('@/lib/router-instance', () => mockedModules.routerInstance());
vi.mock('@/features/auth/complete-sign-in', () => mockedModules.completeSignIn());
vi.mock('@/features/toasts/toast', () => mockedModules.toast());

const flow = await import('@/features/auth/social-sign-in-flow');

function statusEvents() {
  const seen: Array<{ provider: string; status: string }> = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<{ provider: string; status: string }>).detail);
  window.addEventListener('social-connection-status', listener);
  return { seen, stop: () => window.removeEventListener('social-connection-status', listener) };
}

setUpSocialSignIn();

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
