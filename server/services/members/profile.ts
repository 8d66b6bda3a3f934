// The profile sub-pages' calls (docs/contract.md): notification flags (they gate pushes, docs/architecture.md
// section 7), a new e-mail address (confirmed by a mailed link) and deactivating the account.
import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationFlag } from '../../../contract/community';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pushTokens, sessions, users } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../errors';
import { sessionsEnded } from '../auth/session-cache';
import { requestEmailConfirmation } from '../challenges/email-confirmation';
import type { MailTransport } from '../mail/transport';
import { getUser } from './users';

const COLUMN_OF_FLAG = {
  monthly_notification: 'monthlyNotification',
  challenge_completion_notification: 'challengeCompletionNotification',
  new_challenges_notification: 'newChallengesNotification',
  user_news_notification: 'userNewsNotification',
  new_friend_connected_notification: 'newFriendConnectedNotification',
} as const satisfies Record<NotificationFlag, keyof typeof users.$inferInsert>;

/** Changes only the flags given. */
export async function saveNotificationSettings(
  db: Db,
  userId: number,
  flags: Partial<Record<NotificationFlag, boolean>>,
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  for (const [flag, column] of Object.entries(COLUMN_OF_FLAG) as Array<[NotificationFlag, (typeof COLUMN_OF_FLAG)[NotificationFlag]]>) {
    const value = flags[flag];
    if (typeof value === 'boolean') set[column] = value;
  }
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
}

/**
 * Mails a confirmation link to a new address; the address becomes the user's once the link is
 * opened (GET /confirmEmail). One mail per address per minute (429 TooManyRequests with retry_after).
 */
export async function saveEmail(
  db: Db,
  deps: { mail: MailTransport; config: Config },
  input: { userId: number; email: string; lang: string },
): Promise<{ sentTo: string; resendAfter: number }> {
  const user = await getUser(db, input.userId);
  if (user.email === input.email && user.emailConfirmedAt) {
    throw badRequest('EmailAlreadyConfirmed', 'This e-mail address is already confirmed.', { field: 'email' });
  }
  const outcome = await requestEmailConfirmation(db, deps, input);
  if (!outcome.sent) {
    throw tooManyRequests('A confirmation e-mail was sent to this address moments ago. Please check your inbox.', outcome.resendAfter);
  }
  return { sentTo: input.email, resendAfter: outcome.resendAfter };
}

/** The account stops working at once: every session ends and no push reaches it any more. */
export async function deactivateUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(pushTokens).where(eq(pushTokens.userId, userId));
  });
  sessionsEnded(db, { userId });
}
