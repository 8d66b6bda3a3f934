// Server state: one QueryClient, persisted to IndexedDB so a reload or a bad network still shows the
// last dashboard, points and reward codes (docs/architecture.md (offline)).
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { ApiError, OfflineError } from '@/api/client';
import { tokenMember } from '@/lib/token-claims';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';

const DAY_MS = 24 * 60 * 60 * 1000;
const CACHE_KEY = 'loyalty-query-cache';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: DAY_MS,
      // A 4xx answer will not change by asking again; without a connection the connectivity check
      // refetches once the network is back, so the screen says "offline" at once instead.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && !(error instanceof OfflineError) && failures < 2,
      refetchOnWindowFocus: false,
      // The service worker may answer from its cache when the browser says offline: always ask.
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});

/** Without IndexedDB (some private modes) the cache simply lives in memory. */
function safely<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return run().catch(() => fallback);
  } catch {
    return Promise.resolve(fallback);
  }
}

/** The saved cache, with the member whose answers it holds (null: signed out). */
interface Saved {
  member: string | null;
  cache: string;
}

const signedInMember = () => tokenMember(appStore.get(tokenAtom));

/**
 * The cache on disk belongs to the member signed in when it was written: a start as anyone else (another
 * member, or nobody) finds none, so no screen shows one member's answers to another, even for a moment.
 */
export const memberCacheStorage = {
  getItem: (key: string) =>
    safely(async () => {
      const saved = await get<Saved | string>(key);
      return typeof saved === 'object' && saved !== null && saved.member === signedInMember() ? saved.cache : null;
    }, null),
  setItem: (key: string, cache: string) => safely(() => set(key, { member: signedInMember(), cache } satisfies Saved), undefined),
  removeItem: (key: string) => safely(() => del(key), undefined),
};

export const queryPersister = createAsyncStoragePersister({ storage: memberCacheStorage, key: CACHE_KEY, throttleTime: 1000 });

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: DAY_MS,
  // Bumped when cached shapes change between releases.
  buster: 'v1',
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
  },
};

/** Forgets every cached answer, in memory and on disk: on sign-out nothing of the user stays. */
export async function clearQueryCache() {
  queryClient.clear();
  await queryPersister.removeClient();
}
