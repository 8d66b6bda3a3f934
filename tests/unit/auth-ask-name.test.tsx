// @vitest-environment jsdom
// docs/product.md sections 4 and 5: the ask-name popup and its validation.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSaveName } from '@/features/auth/ask-name-popup';
import { AuthPopups, askNamePopupOpenAtom, welcomePopupOpenAtom } from '@/features/auth/auth-popups';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { activateEnglish, json, makeSettings, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';
import { preloadLazyParts, settleLazy } from './support/settle-lazy';

beforeAll(async () => {
  await activateEnglish();
  await preloadLazyParts();
});
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 'jwt');
  appStore.set(askNamePopupOpenAtom, false);
  appStore.set(welcomePopupOpenAtom, false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('canSaveName', () => {
  it('needs both names, trimmed and non-empty', () => {
    expect(canSaveName('Jonas', 'Jonaitis')).toBe(true);
    expect(canSaveName('  ', 'Jonaitis')).toBe(false);
    expect(canSaveName('Jonas', '\t')).toBe(false);
    expect(canSaveName('', '')).toBe(false);
  });
});

describe('AskNamePopup', () => {
  it('opens by itself when a name is missing, keeps Save disabled until both names are filled and sends them trimmed', async () => {
    appStore.set(userDataAtom, makeUser({ name: 'Jonas', surname: '' }));
    const { calls } = mockFetch(({ path }) =>
      path === 'setUserName' ? json(200, { success: true }) : json(200, makeUser({ name: 'Jonas', surname: 'Jonaitis' })),
    );
    render(<AuthPopups />, { wrapper: Providers });
    await settleLazy();
    const dialog = screen.getByRole('dialog', { name: 'What should we call you?' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(dialog).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Jonas');
    expect(save).toHaveProperty('disabled', true);

    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: '   ' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.submit(save.closest('form')!);
    await act(async () => {});
    expect(calls).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Jonaitis' } });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.input(screen.getByLabelText('First name'), { target: { value: ' Jonas ' } });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((c) => c.path)).toEqual(['setUserName', 'getUserData']);
    expect(calls[0]!.body).toEqual({ first_name: 'Jonas', last_name: 'Jonaitis' });
    expect(appStore.get(userDataAtom)?.surname).toBe('Jonaitis');
  });

  it('stays closed when name changes are off, and opens on request (?modal=askName)', async () => {
    appStore.set(settingsAtom, makeSettings({ user_name_change_enabled: false }));
    appStore.set(userDataAtom, makeUser({ name: '', surname: '' }));
    render(<AuthPopups />, { wrapper: Providers });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => appStore.set(askNamePopupOpenAtom, true));
    await settleLazy();
    expect(screen.getByRole('dialog', { name: 'What should we call you?' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(appStore.get(askNamePopupOpenAtom)).toBe(false);
  });

  it('waits for the welcome tour to close', () => {
    appStore.set(userDataAtom, makeUser({ surname: '' }));
    appStore.set(welcomePopupOpenAtom, true);
    mockFetch(() => new Promise(() => {}));
    render(<AuthPopups />, { wrapper: Providers });
    expect(screen.queryByRole('dialog', { name: 'What should we call you?' })).toBeNull();
  });
});
