// docs/product.md sections 4 and 9: after sign-in the initialization status is polled once a second, up to 60 tries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '@/features/auth/complete-sign-in';
import { INIT_POLL_MAX_TRIES } from '@/features/auth/initialization';
import { welcomePopupOpenAtom } from '@/features/auth/popup-atoms';
import { appStore } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { loggedInAtom } from '@/api/queries/user-data';
import { loaderContentAtom } from '@/state/ui';
import { apiError, json, makeUser, mockFetch, resetStore } from './auth-test-helpers';

const after = vi.hoisted(() => ({ goAfterSignIn: vi.fn(async () => {}) }));
vi.mock('@/features/auth/after-sign-in', () => after);

beforeEach(() => {
  vi.useFakeTimers();
  resetStore();
  appStore.set(tokenAtom, 'jwt');
  appStore.set(welcomePopupOpenAtom, false);
  after.goAfterSignIn.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('completeSignIn', () => {
  it('polls while the account is not ready, then loads the user, navigates, opens the welcome tour and hides the loader after 1 s', async () => {
    let statusCalls = 0;
    const { calls } = mockFetch(({ path }) => {
      if (path === 'getUserInitializationStatus') {
        statusCalls++;
        return statusCalls < 3 ? apiError(409, 'UserNotInitializedYet') : json(200, { initialized: true });
      }
      if (path === 'getUserData') return json(200, makeUser());
      throw new Error(`unexpected ${path}`);
    });
    const done = completeSignIn({ redirect_route_name: 'prizes', showWelcomeScreen: true }, { redirectTo: '/en/history' });
    expect(appStore.get(loaderContentAtom)).toBe('initial');
    await vi.advanceTimersByTimeAsync(999);
    expect(statusCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe(true);

    expect(calls.map((c) => c.path)).toEqual(['getUserInitializationStatus', 'getUserInitializationStatus', 'getUserInitializationStatus', 'getUserData']);
    expect(appStore.get(loggedInAtom)).toBe(true);
    expect(appStore.get(userLoadedAtom)).toBe(true);
    expect(after.goAfterSignIn).toHaveBeenCalledWith({ redirectRouteName: 'prizes', redirectTo: '/en/history' });
    expect(appStore.get(welcomePopupOpenAtom)).toBe(true);
    expect(appStore.get(loaderContentAtom)).toBe('initial');
    await vi.advanceTimersByTimeAsync(999);
    expect(appStore.get(loaderContentAtom)).toBe('initial');
    await vi.advanceTimersByTimeAsync(1);
    expect(appStore.get(loaderContentAtom)).toBe('hidden');
  });

  it('does not open the welcome tour unless asked', async () => {
    mockFetch(({ path }) => (path === 'getUserData' ? json(200, makeUser()) : json(200, { initialized: true })));
    await expect(completeSignIn({})).resolves.toBe(true);
    expect(appStore.get(welcomePopupOpenAtom)).toBe(false);
  });

  it(`stops after ${INIT_POLL_MAX_TRIES} tries and shows the loader error`, async () => {
    const { calls } = mockFetch(() => apiError(409, 'UserNotInitializedYet'));
    const done = completeSignIn({ showWelcomeScreen: true });
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(done).resolves.toBe(false);
    expect(calls).toHaveLength(60);
    expect(calls.every((c) => c.path === 'getUserInitializationStatus')).toBe(true);
    expect(appStore.get(loaderContentAtom)).toBe('error');
    expect(after.goAfterSignIn).not.toHaveBeenCalled();
    expect(appStore.get(welcomePopupOpenAtom)).toBe(false);
  });

  it('any other error sets the loader to error at once', async () => {
    const { calls } = mockFetch(() => apiError(500, 'InternalError'));
    const done = completeSignIn({});
    await vi.advanceTimersByTimeAsync(0);
    await expect(done).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(appStore.get(loaderContentAtom)).toBe('error');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });
});
