// Who owns queued actions: the signed-in user's stable hash from getUserData, so a new session of the
// same user still replays them, and another account on the same phone never does.
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';

export function currentUserKey(store = appStore): string | null {
  if (!store.get(tokenAtom)) return null;
  return store.get(userDataAtom)?.user_external_id_hash || null;
}
