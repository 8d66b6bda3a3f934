// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSendPhoneLogin } from '@/features/auth/phone';
import { stripLeadingNonDigit } from '@/lib/phone';
import { PhoneLoginScreen } from '@/features/auth/phone-login-screen';
import { RegistrationScreen } from '@/features/auth/registration-screen';
import { signInDataAtom } from '@/features/auth/sign-in-data';
import { appStore } from '@/state/jotai';
import { activateEnglish, json, makeSettings, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  router.navigate.mockReset();
  router.search = {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.turnstile;
});

const phoneInput = () => screen.getByLabelText('Phone number');
const submit = () => fireEvent.submit(phoneInput().closest('form')!);

describe('phone rules (docs/product.md section 5)', () => {
  it('strips a leading non-digit', () => {
    expect(stripLeadingNonDigit('+37060000000')).toBe('37060000000');
    expect(stripLeadingNonDigit('  +370 600')).toBe('370 600');
    expect(stripLeadingNonDigit('0037060')).toBe('0037060');
  });

  it('sends nothing with an empty phone, a missing token or a submit in flight', () => {
    const ok = { phone: '37060000000', turnstileKey: '', turnstileToken: '', submitting: false };
    expect(canSendPhoneLogin(ok)).toBe(true);
    expect(canSendPhoneLogin({ ...ok, phone: '' })).toBe(false);
    expect(canSendPhoneLogin({ ...ok, phone: '+' })).toBe(false);
    expect(canSendPhoneLogin({ ...ok, submitting: true })).toBe(false);
    expect(canSendPhoneLogin({ ...ok, turnstileKey: 'site-key' })).toBe(false);
    expect(canSendPhoneLogin({ ...ok, turnstileKey: 'site-key', turnstileToken: 'tok' })).toBe(true);
  });
});

describe('PhoneLoginScreen', () => {
  it('offline, says a code needs a connection instead of doing nothing, and sends nothing', async () => {
    const { fn } = mockFetch(() => json(200, { sms_sent: true, resend_after: 60 }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PhoneLoginScreen />, { wrapper: Providers });
    fireEvent.input(phoneInput(), { target: { value: '37060000000' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline. Getting a sign-in code needs a connection');
    expect(fn).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('on a link that drops the request, says a code needs a connection and lets the member try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<PhoneLoginScreen />, { wrapper: Providers });
    fireEvent.input(phoneInput(), { target: { value: '37060000000' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Getting a sign-in code needs a connection');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false));
    expect(router.navigate).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('sends nothing while the phone is empty', async () => {
    const { fn } = mockFetch(() => json(200, { sms_sent: true, resend_after: 60 }));
    render(<PhoneLoginScreen />, { wrapper: Providers });
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', true);
    submit();
    await act(async () => {});
    expect(fn).not.toHaveBeenCalled();
  });

  it('strips the leading +, sends the phone with the language and moves to the code screen keeping redirectTo', async () => {
    router.search = { redirectTo: '/en/prizes' };
    const { calls } = mockFetch(() => json(200, { sms_sent: true, resend_after: 60 }));
    render(<PhoneLoginScreen />, { wrapper: Providers });
    fireEvent.input(phoneInput(), { target: { value: '+37060000000' } });
    expect(phoneInput()).toHaveProperty('value', '37060000000');
    submit();
    await waitFor(() => expect(router.navigate).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'loginUserByPhone',
        body: { phone: '37060000000', turnstileToken: '', name: '', surname: '', lang: 'en' },
      },
    ]);
    expect(router.navigate).toHaveBeenCalledWith({
      to: '/$lang/sms-code',
      params: { lang: 'en' },
      search: { phone: '37060000000', redirectTo: '/en/prizes' },
    });
    expect(appStore.get(signInDataAtom)?.phone).toBe('37060000000');
  });

  it('sends one request however often the form is submitted while one is in flight', async () => {
    let answer!: (r: Response) => void;
    const { fn } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<PhoneLoginScreen />, { wrapper: Providers });
    fireEvent.input(phoneInput(), { target: { value: '37060000000' } });
    submit();
    submit();
    await act(async () => {});
    submit();
    await act(async () => {});
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => answer(json(200, { sms_sent: true, resend_after: 60 })));
    await waitFor(() => expect(router.navigate).toHaveBeenCalledTimes(1));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a Turnstile token when a key is configured, then sends the token', async () => {
    resetStore(makeSettings({ turnstileKey: 'site-key' }));
    let solve!: (token: string) => void;
    window.turnstile = {
      render: (_el, options) => {
        solve = options.callback as (token: string) => void;
        return 'widget-1';
      },
      reset: vi.fn(),
      remove: vi.fn(),
    };
    const { fn, calls } = mockFetch(() => json(200, { sms_sent: true, resend_after: 60 }));
    render(<PhoneLoginScreen />, { wrapper: Providers });
    fireEvent.input(phoneInput(), { target: { value: '37060000000' } });
    submit();
    await act(async () => {});
    expect(fn).not.toHaveBeenCalled();

    await act(async () => solve('turnstile-token'));
    submit();
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    expect((calls[0]!.body as { turnstileToken: string }).turnstileToken).toBe('turnstile-token');
  });
});

describe('RegistrationScreen', () => {
  it('sends the trimmed names with the phone and needs both names', async () => {
    const { fn, calls } = mockFetch(() => json(200, { sms_sent: true, resend_after: 60 }));
    render(<RegistrationScreen />, { wrapper: Providers });
    const button = screen.getByRole('button', { name: 'Sign up' });
    fireEvent.input(phoneInput(), { target: { value: '+37060000002' } });
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: '  Ona ' } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: '   ' } });
    fireEvent.submit(button.closest('form')!);
    await act(async () => {});
    expect(fn).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: ' Onaitė' } });
    fireEvent.click(button);
    await waitFor(() => expect(router.navigate).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ phone: '37060000002', turnstileToken: '', name: 'Ona', surname: 'Onaitė', lang: 'en' });
  });
});
