// docs/product.md section 4, Login, and the log-out of sections 4 and 9.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadUserData } from '@/features/session/user-data';
import { appStore } from '@/state/jotai';
import { loggedInAtom, tokenAtom, userDataAtom, userLoadedAtom } from '@/state/session';
import { loaderContentAtom } from '@/state/ui';
import { apiError, json, makeUser, mockFetch, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(async () => {}) }));
vi.mock('@/lib/router-instance', () => ({ getRouter: () => router }));
const cache = vi.hoisted(() => ({ clearQueryCache: vi.fn(async () => {}) }));
vi.mock('@/api/query-client', () => cache);

beforeEach(() => {
  resetStore();
  router.navigate.mockClear();
  cache.clearQueryCache.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadUserData', () => {
  it('logs in only an initialized user and always marks the user loaded', async () => {
    appStore.set(tokenAtom, 'jwt');
    mockFetch(() => json(200, makeUser({ user_initialized: false })));
    await loadUserData();
    expect(appStore.get(userDataAtom)?.user_initialized).toBe(false);
    expect(appStore.get(loggedInAtom)).toBe(false);
    expect(appStore.get(userLoadedAtom)).toBe(true);

    mockFetch(() => json(200, makeUser()));
    await loadUserData();
    expect(appStore.get(loggedInAtom)).toBe(true);
  });

  it('a 401 comes back as no user (no redirect) and forgets the token', async () => {
    appStore.set(tokenAtom, 'expired');
    mockFetch(() => apiError(401, 'Unauthorized'));
    await expect(loadUserData()).resolves.toBeNull();
    expect(appStore.get(userDataAtom)).toBeNull();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userLoadedAtom)).toBe(true);
  });

  it('asks nothing without a token', async () => {
    const { fn } = mockFetch(() => json(200, makeUser()));
    await loadUserData();
    expect(fn).not.toHaveBeenCalled();
    expect(appStore.get(userLoadedAtom)).toBe(true);
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
