// The signed-in user's data (docs/product.md section 4, Login): logged in only when user_initialized is true
// (loggedInAtom derives that); userLoaded is set whatever the outcome.
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/api/client';
import type { UserData } from '@/api/contract';
import { appStore } from '@/state/jotai';
import { tokenAtom, userDataAtom, userLoadedAtom } from '@/state/session';

/** null when the token is missing, expired or rejected (401 comes back as an error, not a redirect). */
export async function fetchUserData(): Promise<UserData | null> {
  try {
    return await api.get<UserData>('getUserData', { validateStatus: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null;
    throw error;
  }
}

export const userDataQueryOptions = () =>
  queryOptions({ queryKey: ['user-data'], queryFn: fetchUserData, staleTime: 60_000 });

/** Used at boot, after sign-in and after a change of name: refreshes userDataAtom. */
export async function loadUserData(store = appStore): Promise<UserData | null> {
  try {
    const data = store.get(tokenAtom) ? await fetchUserData() : null;
    // A rejected token is expired or revoked: forget it so every later request goes out anonymous.
    if (!data) store.set(tokenAtom, null);
    store.set(userDataAtom, data);
    return data;
  } finally {
    store.set(userLoadedAtom, true);
  }
}
