// docs/product.md section 4, Login, and the log-out of sections 4 and 9.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUserDataOrNone, loadSignedInUser, reloadUserData } from '@/api/queries/user-data';
import { appStore } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import { loaderContentAtom } from '@/state/ui';
import { apiError, json, makeUser, mockFetch, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(async () => {}) }));
vi.mock('@/lib/router-instance', () => ({ getRouter: () => router }));
const cache = vi.hoisted(() => ({ clearQueryCache: vi.fn(async () => {}) }));
vi.mock('@/api/query-client', async (original) => ({ ...(await original<object>()), ...cache }));

beforeEach(() => {
  resetStore();
  router.navigate.mockClear();
  cache.clearQueryCache.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the user data calls', () => {
  it('right after sign-in, keeps the answer and marks the user loaded; logged in only when initialized', async () => {
    appStore.set(tokenAtom, 'jwt');
    mockFetch(() => json(200, makeUser({ user_initialized: false })));
    await loadSignedInUser();
    expect(appStore.get(userDataAtom)?.user_initialized).toBe(false);
    expect(appStore.get(loggedInAtom)).toBe(false);
    expect(appStore.get(userLoadedAtom)).toBe(true);

    mockFetch(() => json(200, makeUser()));
    await loadSignedInUser();
    expect(appStore.get(loggedInAtom)).toBe(true);
  });

  it('at a start, a 401 or 419 comes back as no user, with no redirect', async () => {
    appStore.set(tokenAtom, 'expired');
    mockFetch(() => apiError(401, 'Unauthorized'));
    await expect(fetchUserDataOrNone()).resolves.toBeNull();
    mockFetch(() => apiError(419, 'SessionExpired'));
    await expect(fetchUserDataOrNone()).resolves.toBeNull();
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('a reload that fails keeps the data the user had', async () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ name: 'Jonas' }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => apiError(500, 'InternalError'));
    await reloadUserData();
    expect(appStore.get(userDataAtom)?.name).toBe('Jonas');
  });
});

describe('logout', () => {
  it('shows the loader, ends the session, forgets everything, goes to sign-in and clears the loader 1000 ms later', async () => {
    vi.useFakeTimers();
    const { logout } = await import('@/features/session/logout');
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser());
    const { calls } = mockFetch(() => json(200, { success: true }));
    const done = logout();
    expect(appStore.get(loaderContentAtom)).toBe('default');
    await done;
    expect(calls.map((c) => c.path)).toEqual(['logoutUser']);
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userDataAtom)).toBeNull();
    expect(cache.clearQueryCache).toHaveBeenCalled();
    expect(router.navigate).toHaveBeenCalledWith({ to: '/$lang/sign-in', params: { lang: 'en' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(appStore.get(loaderContentAtom)).toBe('default');
    await vi.advanceTimersByTimeAsync(1);
    expect(appStore.get(loaderContentAtom)).toBe('hidden');
  });

  it('a failed logoutUser call still logs out locally', async () => {
    const { logout } = await import('@/features/session/logout');
    appStore.set(tokenAtom, 'jwt');
    mockFetch(() => apiError(500, 'InternalError'));
    await logout();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(router.navigate).toHaveBeenCalled();
  });
});
