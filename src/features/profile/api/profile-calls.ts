// The profile sub-pages' calls (docs/contract.md).
import { api } from '@/api/client';
import { sendOrQueue } from '@/features/offline/send-or-queue';
import type { NotificationSettings, SaveEmailResult } from '@/api/contract/community';
import type { ResetSnoozedResult } from '@/api/contract/challenges';

/** Offline, the choice is queued and sent when the network returns (true then). */
export async function saveNotificationSettings(flags: NotificationSettings): Promise<{ queued: boolean }> {
  const sent = await sendOrQueue<{ success: true }>('saveNotificationSettings', flags);
  return { queued: sent.queued };
}

export const saveEmail = (email: string) => api.post<SaveEmailResult>('saveEmail', { email });

export const deactivateUser = () => api.post<{ success: true }>('deactivateUser', { confirm: true });

export const resetSnoozedChallenges = () => api.post<ResetSnoozedResult>('resetSnoozedChallenges');
