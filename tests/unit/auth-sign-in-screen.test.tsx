// @vitest-environment jsdom
// docs/product.md section 2, Sign-in screen, and the limited-access page of sections 2, 5 and 8.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LimitedAccessPage } from '@/features/auth/limited-access-page';
import { pickRandom } from '@/features/auth/partner-logos';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { configuredSocialProviders } from '@/features/auth/social-providers';
import { appStore } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { activateEnglish, apiError, json, makeSettings, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

/** A provider's dialog in settings.social: what makes it configured. */
const dialog = (client_id: string) => ({ client_id, dialog_url: 'https://provider.example/auth', scope: 'email', response_mode: 'query' as const });

beforeAll(activateEnglish);
beforeEach(() => resetStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignInScreen', () => {
  it('offers sign-up with the bonus, phone sign-in and six of the seven partner logos', () => {
    mockFetch(() => new Promise(() => {}));
    render(<SignInScreen />, { wrapper: Providers });
    const signUp = screen.getByRole('link', { name: /Sign up/ });
    expect(signUp.getAttribute('href')).toBe('/en/registration');
    expect(signUp.textContent).toContain('+30 points');
    expect(screen.getByRole('link', { name: 'Sign in with phone' }).getAttribute('href')).toBe('/en/phone-login');
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    const partners = screen.getByRole('region', { name: 'Our partners' });
    expect(partners.querySelectorAll('img')).toHaveLength(6);
    expect(screen.getByRole('img', { name: 'Pointy' }).getAttribute('src')).toBe('/image/i.1/w.800:h.800:f.1/image.png');
  });

  it('after an idle sign-out, says the idle limit exactly: 90 seconds is "1 minute 30 seconds", not "2 minutes"', () => {
    mockFetch(() => new Promise(() => {}));
    appStore.set(settingsAtom, { ...appStore.get(settingsAtom)!, session_idle_seconds: 90 });
    router.search = { signedOut: true };
    render(<SignInScreen />, { wrapper: Providers });
    expect(screen.getByText('You were signed out after 1 minute 30 seconds without activity.')).toBeTruthy();
    router.search = {};
  });

  it('shows the owner logo when the programme has an owner', async () => {
    appStore.set(settingsAtom, makeSettings({ owner_id: 5 }));
    const { calls } = mockFetch(() => json(200, { id: 5, owner_image_id: 77, owner_name: 'Acme' }));
    render(<SignInScreen />, { wrapper: Providers });
    const logo = await screen.findByRole('img', { name: 'Acme' });
    expect(logo.getAttribute('src')).toBe('/image/i.77/w.800:h.800:f.1/image.png');
    expect(calls[0]!.path).toBe('getOwner/5');
  });

  it('with registration by id links to the customer login; social buttons only for configured providers; no partner block when off', () => {
    appStore.set(
      settingsAtom,
      makeSettings({
        registration_type: 'id',
        customerLoginUrl: 'https://shop.example/login',
        social: { google: dialog('g-client') },
        ui: { ...makeSettings().ui, partnerBlockShow: false },
      }),
    );
    mockFetch(() => new Promise(() => {}));
    render(<SignInScreen />, { wrapper: Providers });
    expect(screen.queryByRole('link', { name: 'Sign in with phone' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with your customer ID' }).getAttribute('href')).toBe('/en/customer-login');
    expect(screen.getAllByRole('button', { name: /Continue with/ }).map((b) => b.textContent)).toEqual(['Continue with Google']);
    expect(screen.queryByRole('region', { name: 'Our partners' })).toBeNull();
  });

  it('lists configured providers and picks distinct random logos', () => {
    expect(configuredSocialProviders(makeSettings({ social: { apple: dialog('a'), facebook: dialog('1') }, linkedinKey: 'ignored' }))).toEqual(['facebook', 'apple']);
    const picked = pickRandom([1, 2, 3, 4, 5, 6, 7], 6);
    expect(new Set(picked).size).toBe(6);
    expect(picked.every((id) => id >= 1 && id <= 7)).toBe(true);
  });
});

describe('LimitedAccessPage', () => {
  it('needs both fields, sends them trimmed, and after a refusal only re-enables the form', async () => {
    const { calls } = mockFetch(() => apiError(403, 'AccessDenied'));
    render(<LimitedAccessPage />, { wrapper: Providers });
    const login = screen.getByRole('button', { name: 'Login' });
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: ' demo ' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: '   ' } });
    expect(login).toHaveProperty('disabled', true);
    fireEvent.submit(login.closest('form')!);
    await act(async () => {});
    expect(calls).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('Password'), { target: { value: ' secret ' } });
    fireEvent.click(login);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong username or password.'));
    expect(calls[0]).toEqual({ method: 'POST', path: 'auth', body: { login: 'demo', pass: 'secret' } });
    expect(login).toHaveProperty('disabled', false);
  });
});
