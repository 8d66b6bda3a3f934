// @vitest-environment jsdom
// docs/product.md sections 2 and 4: the welcome tour goes step 1, 2, 3, then closes.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { welcomePopupOpenAtom } from '@/features/auth/popup-atoms';
import { WelcomePopup } from '@/features/auth/welcome-popup';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { activateEnglish, json, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';

const steps = [
  { title: 'Take on challenges', text: 'Quizzes, surveys and more.', image_id: 21 },
  { title: 'Collect points', text: 'Every challenge pays.', image_id: 22 },
  { title: 'Get rewards', text: 'Swap points for prizes.', image_id: null },
];

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 'jwt');
  appStore.set(userDataAtom, makeUser({ name: 'Jonas' }));
  appStore.set(welcomePopupOpenAtom, false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WelcomePopup', () => {
  it('walks through the three steps and closes', async () => {
    const { calls } = mockFetch(() => json(200, { slug: 'welcome', title: 'Welcome', body: '', steps }));
    render(<WelcomePopup />, { wrapper: Providers });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => appStore.set(welcomePopupOpenAtom, true));
    const dialog = await screen.findByRole('dialog', { name: 'Take on challenges' }, { timeout: 3000 });
    expect(calls[0]!.path).toBe('getContent/welcome?lang=en');
    expect(screen.getByText('Welcome, Jonas!')).toBeTruthy();
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/image/i.21/w.800:h.533:f.0/image.png');
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Collect points' })).toBeTruthy();
    expect(screen.getByText('Every challenge pays.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Get rewards' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Let’s go' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(appStore.get(welcomePopupOpenAtom)).toBe(false);

    // Opened again, it starts from the first step.
    act(() => appStore.set(welcomePopupOpenAtom, true));
    expect(await screen.findByRole('dialog', { name: 'Take on challenges' }, { timeout: 3000 })).toBeTruthy();
  });

  it('greets in the Lithuanian vocative', async () => {
    appStore.set(currentLanguageAtom, 'lt');
    mockFetch(() => json(200, { slug: 'welcome', title: 'Sveiki', body: '', steps }));
    render(<WelcomePopup />, { wrapper: Providers });
    act(() => appStore.set(welcomePopupOpenAtom, true));
    // No Lithuanian catalog in tests: the source text with the declined name.
    expect(await screen.findByText('Welcome, Jonai!')).toBeTruthy();
  });
});
