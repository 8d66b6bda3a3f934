// When the ask-name popup opens by itself: names may be changed, and the signed-in member's is missing.
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom, userDataAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';

export function useNameMissing(): boolean {
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const user = useAtomValue(userDataAtom);
  return Boolean(settings?.user_name_change_enabled) && loggedIn && Boolean(user) && (!user?.name.trim() || !user?.surname.trim());
}
