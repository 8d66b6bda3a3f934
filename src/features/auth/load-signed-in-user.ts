// The user data right after sign-in or a change of name. Unlike the boot-time load (features/session),
// a 401 here is a real sign-out, so the client's usual redirect applies.
import { api } from '@/api/client';
import type { UserData } from '@/api/contract';
import { appStore } from '@/state/jotai';
import { userDataAtom, userLoadedAtom } from '@/state/session';

export async function loadSignedInUser(store = appStore): Promise<UserData> {
  const data = await api.get<UserData>('getUserData');
  store.set(userDataAtom, data);
  store.set(userLoadedAtom, true);
  return data;
}
