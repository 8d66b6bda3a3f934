// @vitest-environment jsdom
// Issue 38: an unknown customer ID is not a phone number. The customer-ID sign-in screen says what to
// check (the ID on the loyalty card) and whom to ask, never "number" and never "Sign up first", in
// English and in Lithuanian.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerLoginScreen } from '@/features/auth/customer-id/customer-login-screen';
import { appStore } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { activateEnglish, apiError, mockFetch, Providers, resetStore } from './auth-test-helpers';
import { compiledMessages, poEntries } from './po-catalog';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

const LT = poEntries('src/locales/lt/messages.po');

beforeEach(() => {
  resetStore();
  router.navigate.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(activateEnglish);

/** Sends a customer ID to a server that knows no member by it, and returns the alert shown. */
async function askForUnknownId() {
  const { calls } = mockFetch(() => apiError(400, 'UserNotExist', 'User does not exist'));
  const { container } = render(<CustomerLoginScreen />, { wrapper: Providers });
  const field = container.querySelector<HTMLInputElement>('input[name="customer_id"]')!;
  fireEvent.change(field, { target: { value: 'LC-0042' } });
  fireEvent.submit(field.closest('form')!);
  const alert = await screen.findByRole('alert');
  await act(async () => {});
  expect(calls.map((c) => c.path)).toEqual(['loginUserByCustomerId']);
  expect(router.navigate).not.toHaveBeenCalled();
  return alert;
}

describe('customer-ID sign-in, a server answering UserNotExist', () => {
  it('in English: names the customer ID, says to check the card and offers support, not a sign-up', async () => {
    activateEnglish();
    const alert = await askForUnknownId();
    const text = alert.textContent ?? '';
    expect(text).toContain('We could not send a code for this customer ID');
    expect(text).toContain('Check the ID on your loyalty card and try again.');
    expect(text).not.toMatch(/number/i);
    expect(text).not.toMatch(/sign up/i);
    expect(screen.getByRole('link', { name: 'Contact customer support' }).getAttribute('href')).toBe('/en/help');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('in Lithuanian: "kliento ID", never "numeris" nor "užsiregistruokite"', async () => {
    i18n.loadAndActivate({ locale: 'lt', messages: compiledMessages(LT) });
    appStore.set(currentLanguageAtom, 'lt');
    const alert = await askForUnknownId();
    const text = alert.textContent ?? '';
    expect(text).toContain('Šiam kliento ID kodo išsiųsti nepavyko');
    expect(text).toContain('Patikrinkite ID savo lojalumo kortelėje');
    expect(text).not.toMatch(/numer/i);
    expect(text).not.toMatch(/registr/i);
    expect(screen.getByRole('link', { name: 'Susisiekti su klientų aptarnavimu' }).getAttribute('href')).toBe('/lt/help');
    expect(screen.queryByRole('link', { name: 'Sukurti paskyrą' })).toBeNull();
  });
});
