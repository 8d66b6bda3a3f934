// What a push says and to whom a kind of push may go: shared by the service and the broadcast pages.
import type { PushKind } from '../../../contract/push';
import { users } from '../../db/schema';
import type { PushMessage } from './transport';

export const FLAG_OF_KIND = {
  new_challenge: users.newChallengesNotification,
  challenge_completion: users.challengeCompletionNotification,
  news: users.userNewsNotification,
  monthly_top: users.monthlyNotification,
  new_friend: users.newFriendConnectedNotification,
  // Points about to expire are news about the member's own points, as a completion is.
  points_expiry: users.challengeCompletionNotification,
} satisfies Record<PushKind, unknown>;

export interface PushRecipient {
  userId: number;
  /** The user's saved language, or null (then the caller's default applies). */
  language: string | null;
}

/** One message for everyone, or one per recipient (for example in the recipient's language). */
export type PushContent = Omit<PushMessage, 'kind'> | ((recipient: PushRecipient) => Omit<PushMessage, 'kind'>);
