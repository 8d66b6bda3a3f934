// @vitest-environment jsdom
// docs/product.md section 4: accepting the terms sends the sign-up analytics event and continues the sign-in.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingSignInAtom } from '@/features/auth/sign-in-data';
import { TermsScreen } from '@/features/auth/terms-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const signIn = vi.hoisted(() => ({ completeSignIn: vi.fn(async () => true) }));
vi.mock('@/features/auth/complete-sign-in', () => signIn);

const terms = { slug: 'terms-and-conditions', title: 'Terms and conditions', body: '<p>Be nice.</p>' };

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  router.search = {};
  signIn.completeSignIn.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TermsScreen', () => {
  it('shows the terms only, without an Accept button, to visitors and initialized users', async () => {
    mockFetch(() => json(200, terms));
    render(<TermsScreen />, { wrapper: Providers });
    expect(await screen.findByText('Be nice.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
    cleanup();

    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ user_initialized: true }));
    render(<TermsScreen />, { wrapper: Providers });
    await screen.findByText('Be nice.');
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
  });

  it('a new user accepts: acceptTerms, the sign_up analytics event, then the sign-in continues with the welcome tour', async () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(pendingSignInAtom, { redirect_route_name: 'prizes' });
    router.search = { redirectTo: '/en/history' };
    const { calls } = mockFetch(({ path }) => (path === 'acceptTerms' ? json(200, { success: true, showWelcomeScreen: true }) : json(200, terms)));
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('analytics', listener);

    render(<TermsScreen />, { wrapper: Providers });
    const accept = await screen.findByRole('button', { name: 'Accept and continue' });
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    fireEvent.click(accept);
    await waitFor(() => expect(signIn.completeSignIn).toHaveBeenCalled());
    window.removeEventListener('analytics', listener);

    expect(calls.map((c) => c.path)).toEqual(['getContent/terms-and-conditions?lang=en', 'acceptTerms']);
    expect(events).toEqual([{ name: 'sign_up' }]);
    expect(signIn.completeSignIn).toHaveBeenCalledWith(
      { redirect_route_name: 'prizes', showWelcomeScreen: true },
      expect.objectContaining({ redirectTo: '/en/history' }),
    );
    expect(appStore.get(pendingSignInAtom)).toBeNull();
  });
});
