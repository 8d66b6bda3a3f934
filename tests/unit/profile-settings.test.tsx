// @vitest-environment jsdom
// Profile sub-pages: notification switches (optimistic, put back on failure), the sound switch in
// localStorage, a new e-mail address ("check your inbox"), resetting snoozed challenges and
// deactivating the account.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommunicationScreen } from '@/features/profile/communication-screen';
import { DeactivateAccountScreen } from '@/features/profile/deactivate-account-screen';
import { NotificationTypesScreen } from '@/features/profile/notification-types-screen';
import { ResetSnoozedScreen } from '@/features/profile/reset-snoozed-screen';
import { SoundsScreen } from '@/features/profile/sounds-screen';
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
vi.mock('@/api/query-client', async (original) => ({ ...(await original<object>()), clearQueryCache: vi.fn(async () => {}) }));

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 'jwt');
  appStore.set(userDataAtom, makeUser());
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationTypesScreen', () => {
  it('shows the five flags and saves a change at once, before the answer', async () => {
    let answer: (r: Response) => void = () => {};
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    appStore.set(userDataAtom, makeUser({ user_news_notification: false }));
    render(<NotificationTypesScreen />, { wrapper: Providers });
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'News' }).getAttribute('aria-checked')).toBe('false');

    fireEvent.click(screen.getByRole('switch', { name: 'New challenges' }));
    expect(screen.getByRole('switch', { name: 'New challenges' }).getAttribute('aria-checked')).toBe('false');
    expect(appStore.get(userDataAtom)?.new_challenges_notification).toBe(false);
    expect(calls).toEqual([{ method: 'POST', path: 'saveNotificationSettings', body: { new_challenges_notification: false } }]);
    await act(async () => answer(json(200, { success: true })));
    expect(appStore.get(userDataAtom)?.new_challenges_notification).toBe(false);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('puts the switch back and says so when saving fails', async () => {
    mockFetch(() => apiError(500, 'InternalError'));
    render(<NotificationTypesScreen />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('switch', { name: 'Monthly top' }));
    expect(screen.getByRole('switch', { name: 'Monthly top' }).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Monthly top' }).getAttribute('aria-checked')).toBe('true'));
    expect(toasts.error).toHaveBeenCalledWith('Your choice could not be saved. Please try again.');
  });
});

describe('SoundsScreen', () => {
  it('keeps the choice in localStorage under soundsMuted', () => {
    render(<SoundsScreen />, { wrapper: Providers });
    const toggle = screen.getByRole('switch', { name: 'Sound effects' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(localStorage.getItem('soundsMuted')).toBe('true');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(localStorage.getItem('soundsMuted')).toBe('false');
  });

  it('cannot be switched on when the programme has no sounds', () => {
    resetStore(makeSettings({ ui: { ...makeSettings().ui, soundsEnabled: false } }));
    render(<SoundsScreen />, { wrapper: Providers });
    const toggle = screen.getByRole('switch', { name: 'Sound effects' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText('Sounds are switched off for this programme.')).toBeTruthy();
  });
});

describe('CommunicationScreen', () => {
  it('sends a confirmation link and asks to check the inbox', async () => {
    const { calls } = mockFetch(() => json(200, { success: true, sent_to: 'me@example.com', resend_after: 60 }));
    render(<CommunicationScreen />, { wrapper: Providers });
    fireEvent.input(screen.getByLabelText('E-mail address'), { target: { value: 'Me@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByText('me@example.com').tagName).toBe('STRONG');
    expect(calls[0]).toEqual({ method: 'POST', path: 'saveEmail', body: { email: 'Me@Example.com' } });
  });

  it('checks the address before sending and shows the server’s refusal', async () => {
    const { calls } = mockFetch(() => apiError(400, 'EmailAlreadyConfirmed'));
    appStore.set(userDataAtom, makeUser({ primary_email: 'old@example.com', email_confirmed: true }));
    render(<CommunicationScreen />, { wrapper: Providers });
    expect(screen.getByText('Confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    fireEvent.input(screen.getByLabelText('New e-mail address'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.input(screen.getByLabelText('New e-mail address'), { target: { value: 'old@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('This address is already confirmed on your account.')).toBeTruthy();
  });

  it('offers the languages', () => {
    mockFetch(() => json(200, {}));
    render(<CommunicationScreen />, { wrapper: Providers });
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lietuvių' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('ResetSnoozedScreen', () => {
  it('brings snoozed challenges back and says how many', async () => {
    const { calls } = mockFetch(() => json(200, { success: true, count: 2 }));
    render(<ResetSnoozedScreen />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Show snoozed challenges again' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('2 challenges are back on your dashboard.'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'resetSnoozedChallenges' });
  });
});

describe('DeactivateAccountScreen', () => {
  it('asks first, deactivates, forgets the session and goes to sign-in', async () => {
    const { calls } = mockFetch(() => json(200, { success: true }));
    render(<DeactivateAccountScreen />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate my account' }));
    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith({ to: '/$lang/sign-in', params: { lang: 'en' }, replace: true }));
    expect(popups.confirm).toHaveBeenCalledWith(expect.objectContaining({ buttonClass: 'danger', yesLabel: 'Deactivate' }));
    expect(calls[0]).toEqual({ method: 'POST', path: 'deactivateUser', body: { confirm: true } });
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userDataAtom)).toBeNull();
  });

  it('does nothing when the user changes their mind', async () => {
    popups.confirm.mockResolvedValueOnce(false);
    const { calls } = mockFetch(() => json(200, { success: true }));
    render(<DeactivateAccountScreen />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate my account' }));
    await waitFor(() => expect(popups.confirm).toHaveBeenCalled());
    expect(calls).toHaveLength(0);
    expect(appStore.get(tokenAtom)).toBe('jwt');
  });
});
