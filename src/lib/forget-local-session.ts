// Signing out on this device: the token, the user and every cached answer are forgotten.
import { clearQueryCache } from '@/api/query-client';
import { forgetLastPoints } from '@/lib/last-points';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';

export async function forgetLocalSession(store = appStore) {
  store.set(tokenAtom, null);
  store.set(userDataAtom, null);
  forgetLastPoints();
  try {
    await clearQueryCache();
  } catch (error) {
    console.warn('Could not clear the saved query cache', error);
  }
}
