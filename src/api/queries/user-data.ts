// GET /getUserData, the signed-in user's data (docs/product.md section 4, Login): the only functions that
// ask for it. The answer lives in userDataAtom (src/state/session.ts); loggedInAtom derives from it.
import { api, ApiError } from '@/api/client';
import type { UserData } from '@/api/contract';
import { appStore } from '@/state/jotai';
import { userDataAtom, userLoadedAtom } from '@/state/session';

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
