// The profile sub-pages' calls (docs/contract.md).
import { api } from '@/api/client';
import { sendOrQueue } from '@/features/offline/send-or-queue';
import type { NotificationSettings } from '@contract/community';

/** Offline, the choice is queued and sent when the network returns (true then). */
export async function saveNotificationSettings(flags: NotificationSettings): Promise<{ queued: boolean }> {
  const sent = await sendOrQueue('saveNotificationSettings', flags);
  return { queued: sent.queued };
}

export const saveEmail = (email: string) => api.post('saveEmail', { email });

export const deactivateUser = () => api.post('deactivateUser', { confirm: true });

export const resetSnoozedChallenges = () => api.post('resetSnoozedChallenges');
