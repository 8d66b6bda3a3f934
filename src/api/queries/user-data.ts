// GET /getUserData, the signed-in user's data (docs/product.md section 4, Login): the only functions that
// ask for it. The answer lives in the query cache under USER_DATA_KEY, its one home; userDataAtom and
// the atoms below are views onto it for code that reads state through jotai.
import { api, ApiError } from '@/api/client';
import type { UserData } from '@contract';
import { queryClient } from '@/api/query-client';
import { appStore, atom } from '@/state/jotai';
import { tokenAtom, userLoadedAtom } from '@/state/session';

export const USER_DATA_KEY = ['user-data'] as const;
// Kept for the whole session, and not in the persisted cache: the start snapshot keeps it with the token (src/app/boot-snapshot.ts).
queryClient.setQueryDefaults(USER_DATA_KEY, { gcTime: Infinity, staleTime: Infinity, meta: { persist: false } });

/** Bumped whenever the cached user data changes, so that the atoms reading it read again. */
const userDataChanges = atom(0);
const USER_DATA_HASH = JSON.stringify(USER_DATA_KEY);
queryClient.getQueryCache().subscribe((event) => {
  if (event.query.queryHash === USER_DATA_HASH) appStore.set(userDataChanges, (n) => n + 1);
});

/** The last getUserData answer; null when signed out or not loaded yet. Setting it sets the cache. */
export const userDataAtom = atom(
  (get) => {
    get(userDataChanges);
    return queryClient.getQueryData<UserData>(USER_DATA_KEY) ?? null;
  },
  (get, set, update: UserData | null | ((current: UserData | null) => UserData | null)) => {
    const data = typeof update === 'function' ? update(get(userDataAtom)) : update;
    if (data) queryClient.setQueryData<UserData>(USER_DATA_KEY, data);
    else queryClient.removeQueries({ queryKey: USER_DATA_KEY, exact: true });
    set(userDataChanges, (n) => n + 1);
  },
);

/** Logged in only when a token exists and the user is initialized (docs/product.md section 4, Login). */
export const loggedInAtom = atom((get) => Boolean(get(tokenAtom)) && get(userDataAtom)?.user_initialized === true);

export const userFirstNameAtom = atom((get) => get(userDataAtom)?.name ?? '');
export const userLastNameAtom = atom((get) => get(userDataAtom)?.surname ?? '');
export const userFullNameAtom = atom((get) => [get(userFirstNameAtom), get(userLastNameAtom)].filter(Boolean).join(' '));

/**
 * For a start (src/app/boot.ts): null when the token is expired or rejected, since 401 and 419 come back
 * as no user rather than the client's sign-out redirect.
 */
export async function fetchUserDataOrNone(): Promise<UserData | null> {
  try {
    return await api.get('getUserData', { validateStatus: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null;
    throw error;
  }
}

/** Right after sign-in or a change of name; a 401 here is a real sign-out, so the client's redirect applies. */
export async function loadSignedInUser(store = appStore): Promise<UserData> {
  const data = await api.get('getUserData');
  store.set(userDataAtom, data);
  store.set(userLoadedAtom, true);
  return data;
}

/** After a change the server made (a confirmed e-mail, a connected account); the old data stays on failure. */
export async function reloadUserData(store = appStore): Promise<void> {
  try {
    await loadSignedInUser(store);
  } catch (error) {
    console.warn('Could not reload the user data', error);
  }
}
