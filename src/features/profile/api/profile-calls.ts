// The profile sub-pages' calls (docs/contract.md) and the user-data refresh after them.
import { api } from '@/api/client';
import { sendOrQueue } from '@/features/offline/send-or-queue';
import type { UserData } from '@/api/contract';
import type { NotificationSettings, SaveEmailResult } from '@/api/contract/community';
import type { ResetSnoozedResult } from '@/api/contract/challenges';
import { appStore } from '@/state/jotai';
import { userDataAtom } from '@/state/session';

/** Offline, the choice is queued and sent when the network returns (true then). */
export async function saveNotificationSettings(flags: NotificationSettings): Promise<{ queued: boolean }> {
  const sent = await sendOrQueue<{ success: true }>('saveNotificationSettings', flags);
  return { queued: sent.queued };
}

export const saveEmail = (email: string) => api.post<SaveEmailResult>('saveEmail', { email });

export const deactivateUser = () => api.post<{ success: true }>('deactivateUser', { confirm: true });

export const resetSnoozedChallenges = () => api.post<ResetSnoozedResult>('resetSnoozedChallenges');

/** Reloads getUserData into userDataAtom (after a change the server made, e.g. a confirmed e-mail). */
export async function reloadUserData(store = appStore) {
  try {
    store.set(userDataAtom, await api.get<UserData>('getUserData'));
  } catch (error) {
    console.warn('Could not reload the user data', error);
  }
}
