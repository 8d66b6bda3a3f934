// @vitest-environment jsdom
// The email-confirmation and email-unsubscribe pages: loading, success, expired, invalid and error
// states, and the signed-in user's data refreshed after a confirmation.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailConfirmationScreen } from '@/features/profile/email-confirmation-screen';
import { EmailUnsubscribeScreen } from '@/features/profile/email-unsubscribe-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, apiError, json, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

const TOKEN = 'abcdefghijklmnop';

beforeAll(activateEnglish);
beforeEach(() => resetStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailConfirmationScreen', () => {
  it('confirms the address from the link and offers sign-in to visitors', async () => {
    const { calls } = mockFetch(() => json(200, { success: true, email: 'me@example.com', completed_challenge_ids: [] }));
    render(<EmailConfirmationScreen token={TOKEN} />, { wrapper: Providers });
    expect(screen.getByRole('status').textContent).toBe('Confirming your e-mail address');
    expect(await screen.findByRole('heading', { name: 'Your e-mail is confirmed' })).toBeTruthy();
    expect(screen.getByText('me@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([`confirmEmail?token=${TOKEN}`]);
  });

  it('refreshes a signed-in user’s data and mentions a completed e-mail challenge', async () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ email_confirmed: false }));
    const { calls } = mockFetch((call) =>
      call.path === 'getUserData'
        ? json(200, makeUser({ primary_email: 'me@example.com', email_confirmed: true }))
        : json(200, { success: true, email: 'me@example.com', completed_challenge_ids: [4] }),
    );
    render(<EmailConfirmationScreen token={TOKEN} />, { wrapper: Providers });
    expect(await screen.findByText(/Your e-mail challenge is complete/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to challenges' })).toBeTruthy();
    await waitFor(() => expect(appStore.get(userDataAtom)?.email_confirmed).toBe(true));
    expect(calls.map((c) => c.path)).toEqual([`confirmEmail?token=${TOKEN}`, 'getUserData']);
  });

  it('explains an expired link and, when signed in, where to ask for a new one', async () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser());
    mockFetch(() => apiError(400, 'EmailTokenExpired'));
    render(<EmailConfirmationScreen token={TOKEN} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe('/en/profile/communication');
  });

  it('says an unknown or missing token is not valid', async () => {
    const { calls } = mockFetch(() => apiError(400, 'EmailTokenInvalid'));
    render(<EmailConfirmationScreen token={TOKEN} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    cleanup();
    render(<EmailConfirmationScreen />, { wrapper: Providers });
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('offers a retry when the server fails', async () => {
    let fail = true;
    mockFetch(() => (fail ? apiError(500, 'InternalError') : json(200, { success: true, email: 'me@example.com', completed_challenge_ids: [] })));
    render(<EmailConfirmationScreen token={TOKEN} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'Your e-mail could not be confirmed' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail is confirmed' })).toBeTruthy();
  });
});

describe('EmailUnsubscribeScreen', () => {
  it('opening the link changes nothing: one tap on the button unsubscribes, naming the address', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'GET' ? json(200, { email: 'me@example.com', unsubscribed: false }) : json(200, { success: true, email: 'me@example.com' }),
    );
    render(<EmailUnsubscribeScreen token={TOKEN} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'Stop our e-mails?' })).toBeTruthy();
    expect(screen.getByText('me@example.com').tagName).toBe('STRONG');
    expect(calls.map((c) => c.method)).toEqual(['GET']);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', `unsubscribeEmail?token=${TOKEN}`, undefined],
      ['POST', 'unsubscribeEmail', { token: TOKEN }],
    ]);
  });

  it('says so at once when the address is already unsubscribed', async () => {
    const { calls } = mockFetch(() => json(200, { email: 'me@example.com', unsubscribed: true }));
    render(<EmailUnsubscribeScreen token={TOKEN} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, unsubscribe' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('explains expired and invalid links', async () => {
    mockFetch(() => apiError(400, 'EmailTokenExpired'));
    render(<EmailUnsubscribeScreen token={TOKEN} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    cleanup();
    render(<EmailUnsubscribeScreen />, { wrapper: Providers });
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  });
});
