// @vitest-environment jsdom
// The promo-code page: only with applyPromoCodeEnabled; applyPromoCode with an
// Idempotency-Key; PromoCodeInvalid / PromoCodeAlreadyUsed / PromoCodeExpired messages; success toast
// and the 'promo-code-applied' sound.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromoCodeScreen } from '@/features/profile/codes/promo-code-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
const dismissToast = vi.hoisted(() => vi.fn());
vi.mock('@/features/toasts/toast', () => ({ toast, dismissToast }));

let posts: Array<{ path: string; body: unknown; key: string | undefined }> = [];
let answer: () => Response;

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser());
  posts = [];
  toast.success.mockReset();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/user-side/', '');
    posts.push({ path, body: JSON.parse(String(init?.body)), key: headers['Idempotency-Key'] });
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function apply(code: string) {
  fireEvent.input(screen.getByLabelText('Promo code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply code' }));
}

describe('promo code', () => {
  it('applies a code: POST with an Idempotency-Key, a toast, the sound and the points shown', async () => {
    answer = () => json(200, { success: true, points: 50, balance: 270 });
    const sounds: unknown[] = [];
    const onSound = (e: Event) => sounds.push((e as CustomEvent).detail);
    window.addEventListener('play-sound', onSound);
    render(<PromoCodeScreen />, { wrapper: Providers });
    apply('  VIP50 ');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Promo code applied: +50 points.'));
    expect(posts).toEqual([{ path: 'applyPromoCode', body: { code: 'VIP50' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(sounds).toContain('promo-code-applied');
    expect(screen.getByText('+50 points added to your balance.')).toBeTruthy();
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('');
    window.removeEventListener('play-sound', onSound);
  });

  it.each([
    ['PromoCodeInvalid', 400, 'This promo code is not valid. Check it and try again.'],
    ['PromoCodeAlreadyUsed', 409, 'This promo code has already been used.'],
    ['PromoCodeExpired', 400, 'This promo code has expired.'],
    ['TooManyRequests', 429, 'Too many attempts. Please wait a few minutes and try again.'],
  ])('shows %s readably under the field', async (code, status, text) => {
    answer = () => json(status, { error_code: code, message: 'server text' });
    render(<PromoCodeScreen />, { wrapper: Providers });
    apply('NOPE');
    const message = await screen.findByText(text);
    expect(screen.getByLabelText('Promo code').getAttribute('aria-describedby')).toContain(message.id);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a used code applied after a success replaces the success toast with its error', async () => {
    toast.success.mockReturnValue(7);
    dismissToast.mockReset();
    answer = () => json(200, { success: true, points: 50, balance: 270 });
    render(<PromoCodeScreen />, { wrapper: Providers });
    apply('WELCOME10');
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    answer = () => json(409, { error_code: 'PromoCodeAlreadyUsed', message: 'server text' });
    apply('WELCOME10');
    await screen.findByText('This promo code has already been used.');
    expect(dismissToast).toHaveBeenCalledWith(7);
  });

  it('asks for a code instead of sending an empty one', async () => {
    render(<PromoCodeScreen />, { wrapper: Providers });
    apply('   ');
    expect(await screen.findByText('Enter a code.')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('is not offered when applyPromoCodeEnabled is off', () => {
    appStore.set(userDataAtom, makeUser({ applyPromoCodeEnabled: false }));
    render(<PromoCodeScreen />, { wrapper: Providers });
    expect(screen.getByText('Promo codes are not available for your account.')).toBeTruthy();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
  });
});
