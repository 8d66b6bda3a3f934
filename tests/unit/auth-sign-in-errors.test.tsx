// @vitest-environment jsdom
// docs/product.md section 8, sign-in codes, and the SMS code errors of docs/architecture.md (sign-in and sessions).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { PhoneLoginScreen } from '@/features/auth/phone-login-screen';
import { signInErrorView } from '@/features/auth/sign-in-errors';
import { SmsCodeScreen } from '@/features/auth/sms-code-screen';
import { codeErrorOf } from '@/features/auth/use-sms-code';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { offlineAtom } from '@/state/ui';
import { settingsAtom } from '@/state/settings';
import { activateEnglish, apiError, json, makeSettings, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const signIn = vi.hoisted(() => ({ completeSignIn: vi.fn(async () => true) }));
vi.mock('@/features/auth/complete-sign-in', () => signIn);

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  router.navigate.mockReset();
  router.search = {};
  signIn.completeSignIn.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function requestCode(answer: () => Response | Promise<Response>) {
  const { fn } = mockFetch(answer);
  render(<PhoneLoginScreen />, { wrapper: Providers });
  fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '37060000000' } });
  fireEvent.submit(screen.getByLabelText('Phone number').closest('form')!);
  await waitFor(() => {
    expect(fn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send code' }).getAttribute('aria-busy')).toBeNull();
  });
  await act(async () => {});
}

describe('signInErrorView', () => {
  it('maps the codes', () => {
    expect(signInErrorView(new ApiError(400, 'UserNotExist', 'x'))).toEqual({ kind: 'user-not-exist' });
    expect(signInErrorView(new ApiError(400, 'CountryPhonePrefixIsNotAllowed', 'x'))).toEqual({ kind: 'waitlist' });
    expect(signInErrorView(new ApiError(429, 'TooManyRequests', 'x', { retry_after: 90 }), 1_000)).toEqual({ kind: 'rate-limited', retryAt: 91_000 });
    expect(signInErrorView(new ApiError(429, 'TooManyRequests', 'x'), 1_000)).toEqual({ kind: 'rate-limited', retryAt: 61_000 });
    expect(signInErrorView(new ApiError(400, 'ValidationError', 'x', { field: 'phone' }))).toEqual({ kind: 'phone-format' });
    expect(signInErrorView(new ApiError(400, 'ValidationError', 'x', { field: 'name' }))).toEqual({ kind: 'general', code: 'ValidationError' });
    expect(signInErrorView(new ApiError(403, 'UserDeactivated', 'x'))).toEqual({ kind: 'deactivated' });
    expect(signInErrorView(new Error('boom'))).toEqual({ kind: 'general', code: 'UnknownError' });
  });
});

describe('phone sign-in errors', () => {
  it('UserNotExist shows loginErrorUserNotExists with a link to registration', async () => {
    await requestCode(() => apiError(400, 'UserNotExist'));
    expect(screen.getByRole('alert').textContent).toContain('We could not find an account with this number. Sign up first.');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/en/registration');
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('CountryPhonePrefixIsNotAllowed goes to the waitlist', async () => {
    await requestCode(() => apiError(400, 'CountryPhonePrefixIsNotAllowed'));
    expect(router.navigate).toHaveBeenCalledWith({ to: '/$lang/waitlist-invitation', params: { lang: 'en' }, search: { phone: '37060000000' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('TooManyRequests counts down from Retry-After to "try again now"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-01-01T10:00:00Z') });
    try {
      await requestCode(() => new Response(JSON.stringify({ error_code: 'TooManyRequests', message: 'Slow down' }), { status: 429, headers: { 'retry-after': '75' } }));
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('You can try again in 1:15.');
      expect(alert.textContent).toContain('You can try again in 2 minutes.');
      const tick = async (seconds: number) => {
        for (let i = 0; i < seconds; i++) await act(async () => vi.advanceTimersByTimeAsync(1_000));
      };
      await tick(5);
      expect(alert.textContent).toContain('You can try again in 1:10.');
      await tick(71);
      expect(screen.getByRole('alert').textContent).toContain('You can try again now.');
      expect(screen.getByRole('alert').textContent).not.toContain('TooManyRequests');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a mistyped phone number says which format is expected, naming the programme\'s country', async () => {
    appStore.set(settingsAtom, makeSettings({ phone_country: { region: 'LT', calling_code: '370', example: '+370 612 34567' } }));
    await requestCode(() => json(400, { error_code: 'ValidationError', message: 'Invalid body field "phone"', field: 'phone' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Enter the phone number with the country code +370 (Lithuania), for example +370 612 34567.');
    expect(alert.textContent).not.toContain('ValidationError');
  });

  it('a deactivated account says so and whom to contact', async () => {
    await requestCode(() => apiError(403, 'UserDeactivated'));
    expect(screen.getByRole('alert').textContent).toContain('This account has been deactivated. To use it again, contact customer support.');
    expect(screen.getByRole('link', { name: 'Contact customer support' }).getAttribute('href')).toBe('/en/help');
  });

  it('any other code shows its own words, never the code', async () => {
    await requestCode(() => apiError(400, 'TurnstileFailed'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not confirm that you are not a robot. Complete the check again.');
    expect(alert.textContent).not.toContain('TurnstileFailed');
  });

  it('a request without an answer says a code needs a connection (the client flags offline) and the form can be sent again', async () => {
    await requestCode(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(appStore.get(offlineAtom)).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Getting a sign-in code needs a connection');
    expect(router.navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });
});

describe('SMS code', () => {
  it('maps the verify errors', () => {
    expect(codeErrorOf(new ApiError(400, 'SmsCodeInvalid', '2 attempts left'))).toEqual({ kind: 'invalid', message: '2 attempts left' });
    expect(codeErrorOf(new ApiError(400, 'SmsCodeInvalid', 'x', { attempts_left: 2 }))).toEqual({ kind: 'invalid', message: 'x', attemptsLeft: 2 });
    expect(codeErrorOf(new ApiError(400, 'SmsCodeExpired', 'x'))).toEqual({ kind: 'expired' });
    expect(codeErrorOf(new ApiError(429, 'TooManyAttempts', 'x'))).toEqual({ kind: 'too-many-attempts' });
  });

  const typeCode = (code: string) => fireEvent.input(screen.getByLabelText('6-digit code'), { target: { value: code } });

  it('sends the code at 6 digits, stores the token and completes the sign-in', async () => {
    router.search = { phone: '37060000000', redirectTo: '/en/history' };
    const result = { token: 'jwt', user_initialized: true, showWelcomeScreen: true };
    const { calls } = mockFetch(() => json(200, result));
    render(<SmsCodeScreen />, { wrapper: Providers });
    expect(screen.getByText('+37060000000')).toBeTruthy();
    typeCode('12a34');
    expect(calls).toHaveLength(0);
    typeCode('123456');
    await waitFor(() => expect(signIn.completeSignIn).toHaveBeenCalled());
    expect(calls[0]).toEqual({ method: 'POST', path: 'verifySmsCode', body: { phone: '37060000000', code: '123456' } });
    expect(appStore.get(tokenAtom)).toBe('jwt');
    expect(signIn.completeSignIn).toHaveBeenCalledWith(result, expect.objectContaining({ redirectTo: '/en/history' }));
  });

  it('a new user goes to the terms first', async () => {
    router.search = { phone: '37060000000' };
    mockFetch(() => json(200, { token: 'jwt', user_initialized: false }));
    render(<SmsCodeScreen />, { wrapper: Providers });
    typeCode('123456');
    await waitFor(() => expect(router.navigate).toHaveBeenCalled());
    expect(router.navigate).toHaveBeenCalledWith({ to: '/$lang/terms-and-conditions', params: { lang: 'en' }, search: { redirectTo: undefined } });
    expect(signIn.completeSignIn).not.toHaveBeenCalled();
  });

  it('a wrong code says how many attempts are left', async () => {
    router.search = { phone: '37060000000' };
    mockFetch(() => json(400, { error_code: 'SmsCodeInvalid', message: 'That code is not right. 1 attempt left.', attempts_left: 1 }));
    render(<SmsCodeScreen />, { wrapper: Providers });
    typeCode('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That code is not right. 1 attempt left.'));
  });

  it('a wrong code shows the server message and clears the input', async () => {
    router.search = { phone: '37060000000' };
    mockFetch(() => apiError(400, 'SmsCodeInvalid', 'Wrong code. 4 attempts left.'));
    render(<SmsCodeScreen />, { wrapper: Providers });
    typeCode('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong code. 4 attempts left.'));
    expect(screen.getByLabelText('6-digit code')).toHaveProperty('value', '');
  });

  it('an expired code offers a new one', async () => {
    router.search = { phone: '37060000000' };
    mockFetch(() => apiError(400, 'SmsCodeExpired'));
    render(<SmsCodeScreen />, { wrapper: Providers });
    typeCode('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('expired'));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it('too many attempts locks the input and leads back to phone entry', async () => {
    router.search = { phone: '37060000000' };
    mockFetch(() => apiError(429, 'TooManyAttempts'));
    render(<SmsCodeScreen />, { wrapper: Providers });
    typeCode('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many wrong codes'));
    expect(screen.getByRole('link', { name: 'Enter your phone number again' }).getAttribute('href')).toBe('/en/phone-login');
    expect(screen.getByLabelText('6-digit code')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });
});
