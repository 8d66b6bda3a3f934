// POST /snoozeUserChallenge: hides a can_hide challenge until the snoozed ones are reset.
// Offline, the snooze is queued and replayed later.
import { sendOrQueue } from '@/features/offline/send-or-queue';

export async function snoozeChallenge(challengeId: number): Promise<void> {
  await sendOrQueue('snoozeUserChallenge', { challenge_id: challengeId });
}
