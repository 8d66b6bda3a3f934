// @vitest-environment jsdom
// The screens around social sign-in: the sign-in buttons (spinner, error) and profile/social
// (configured = present in settings.social, Apple included; connect; disconnect after a confirm;
// LastSignInMethod shows the server's message).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialButtons } from '@/features/auth/social-buttons';
import { socialSignInBusyAtom, socialSignInErrorAtom } from '@/features/auth/social-sign-in-state';
import { SocialAccountsScreen } from '@/features/profile/social-accounts-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, apiError, json, makeSettings, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(async () => {}), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const popups = vi.hoisted(() => ({ confirm: vi.fn(async () => true) }));
vi.mock('@/features/popups/popups', () => ({ popups }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast: toasts }));

const dialog = (client_id: string) => ({ client_id, dialog_url: 'https://provider.example/auth', scope: 'email', response_mode: 'query' as const });
const SOCIAL = { facebook: dialog('fb'), google: dialog('g'), apple: dialog('a') };

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore(makeSettings({ social: SOCIAL }));
  appStore.set(socialSignInBusyAtom, null);
  appStore.set(socialSignInErrorAtom, null);
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SocialButtons', () => {
  it('asks for a sign-in per configured provider, spins the busy one and shows the last error', () => {
    const asked: unknown[] = [];
    const listener = (event: Event) => asked.push((event as CustomEvent).detail);
    window.addEventListener('social-sign-in', listener);
    render(<SocialButtons />, { wrapper: Providers });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Continue with Facebook', 'Continue with Google', 'Continue with Apple']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(asked).toEqual([{ provider: 'google' }]);

    act(() => appStore.set(socialSignInBusyAtom, 'google'));
    expect(screen.getByRole('button', { name: 'Continue with Google' }).getAttribute('aria-busy')).toBe('true');
    act(() => appStore.set(socialSignInErrorAtom, { kind: 'duplicate-social' }));
    expect(screen.getByRole('alert').textContent).toContain('already connected to another member');
    act(() => appStore.set(socialSignInErrorAtom, { kind: 'general', code: 'SocialSignInFailed' }));
    expect(screen.getByRole('alert').textContent).toContain('Signing in with this provider did not work. Please try again.');
    expect(screen.getByRole('alert').textContent).not.toContain('SocialSignInFailed');
    window.removeEventListener('social-sign-in', listener);
  });
});

describe('SocialAccountsScreen', () => {
  beforeEach(() => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ external_accounts: { google: 'connected', facebook: 'never', linkedin: 'never', apple: 'never' } }));
  });

  it('lists configured providers (Apple too) with Connect, and Disconnect for connected ones', () => {
    const asked: unknown[] = [];
    const listener = (event: Event) => asked.push((event as CustomEvent).detail);
    window.addEventListener('social-sign-in', listener);
    render(<SocialAccountsScreen />, { wrapper: Providers });
    expect(screen.getByText('Apple')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect Google' })).toBeTruthy();
    // LinkedIn is not in settings.social: listed (its status) without a button.
    expect(screen.queryByRole('button', { name: 'Connect LinkedIn' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Apple' }));
    expect(asked).toEqual([{ provider: 'apple', intent: 'connect' }]);
    expect(screen.getByText('Connecting…')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new CustomEvent('social-connection-status', { detail: { provider: 'apple', status: 'error-duplicate-account' } }));
    });
    expect(screen.getByRole('alert').textContent).toContain('already connected to another member');
    window.removeEventListener('social-sign-in', listener);
  });

  it('shows a connected Apple account as connected, with Disconnect', () => {
    appStore.set(userDataAtom, makeUser({ external_accounts: { google: 'never', facebook: 'never', linkedin: 'never', apple: 'connected' } }));
    render(<SocialAccountsScreen />, { wrapper: Providers });
    expect(screen.getByRole('button', { name: 'Disconnect Apple' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Apple' })).toBeNull();
  });

  it('disconnects after a confirm and reloads the user data', async () => {
    const { calls } = mockFetch((call) =>
      call.path === 'getUserData' ? json(200, makeUser({ external_accounts: { google: 'disconnected', facebook: 'never', linkedin: 'never', apple: 'never' } })) : json(200, { success: true, provider: 'google' }),
    );
    render(<SocialAccountsScreen />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Google' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Google' })).toBeTruthy());
    expect(popups.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Disconnect Google?', yesLabel: 'Disconnect' }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST disconnectGoogleUser', 'GET getUserData']);
    expect(toasts.success).toHaveBeenCalledWith('Google is disconnected.');
  });

  it('sends nothing when the confirm is declined; LastSignInMethod shows the server message', async () => {
    popups.confirm.mockResolvedValueOnce(false);
    const { calls } = mockFetch(() => apiError(409, 'LastSignInMethod', 'Add a phone number or another account before you disconnect this one.'));
    render(<SocialAccountsScreen />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Google' }));
    await act(async () => {});
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Google' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Add a phone number or another account before you disconnect this one.'));
    expect(screen.getByRole('button', { name: 'Disconnect Google' })).toBeTruthy();
  });
});
