// Email confirmation by link: a single-use token (48 h) mailed to the address, opened on the app's
// email-confirmation page, which calls GET /confirmEmail. Every mail also carries an unsubscribe link.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { challenges, emailTokens, userChallenges, users } from '../../db/schema';
import { badRequest, mailNotSent } from '../../errors';
import { DeliveryError } from '../delivery/http-send';
import { htmlFromText } from '../mail/html';
import type { MailTransport } from '../mail/transport';
import { confirmationMail } from '../mail/texts';
import { refuseOverMailBudget } from '../members/message-budget';
import { programmeName } from '../settings/settings';
import { visibleTo } from '../segments/visibility';
import { completeChallenge } from './completion';
import { inSavepoint } from './savepoint';
import { lockUserChallenge } from './user-challenge-rows';

export const CONFIRM_TOKEN_HOURS = 48;
export const UNSUBSCRIBE_TOKEN_DAYS = 365;
/** A new confirmation mail for the same address is sent at most this often. */
export const CONFIRM_RESEND_SECONDS = 60;

const HOUR_MS = 3600 * 1000;

const newToken = () => randomBytes(24).toString('base64url');

export interface MailTokens {
  confirm: string;
  unsubscribe: string;
}

export type IssueOutcome = { sent: true; tokens: MailTokens } | { sent: false; resendAfter: number };

/** Creates the confirmation and unsubscribe tokens, unless a confirmation went to this address moments ago. */
export async function issueEmailTokens(
  tx: Tx,
  input: { userId: number; email: string; challengeId: number | null; now: Date },
): Promise<IssueOutcome> {
  const { userId, email, now } = input;
  const [recent] = await tx
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.email, email),
        eq(emailTokens.purpose, 'confirm'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.createdAt, new Date(now.getTime() - CONFIRM_RESEND_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  if (recent) {
    const waited = (now.getTime() - recent.createdAt.getTime()) / 1000;
    return { sent: false, resendAfter: Math.max(1, Math.ceil(CONFIRM_RESEND_SECONDS - waited)) };
  }
  await refuseOverMailBudget(tx, userId, now);
  const tokens = { confirm: newToken(), unsubscribe: newToken() };
  await tx.insert(emailTokens).values([
    {
      token: tokens.confirm,
      userId,
      email,
      purpose: 'confirm',
      challengeId: input.challengeId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_HOURS * HOUR_MS),
    },
    {
      token: tokens.unsubscribe,
      userId,
      email,
      purpose: 'unsubscribe',
      challengeId: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 24 * HOUR_MS),
    },
  ]);
  return { sent: true, tokens };
}

/**
 * One-click unsubscribe from the mail client (RFC 2369 and RFC 8058): the client POSTs
 * "List-Unsubscribe=One-Click" to this https address, which needs no page and no sign-in.
 */
export function unsubscribeHeaders(config: Config, token: string): Record<string, string> {
  const base = config.PUBLIC_URL.replace(/\/+$/, '');
  return {
    'List-Unsubscribe': `<${base}/api/user-side/unsubscribeEmail?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Mails the links; when the mail cannot be sent its tokens are dropped, so the member can ask again at once. */
export async function sendConfirmationMail(
  db: Db,
  mail: MailTransport,
  config: Config,
  input: { email: string; lang: string; tokens: MailTokens },
): Promise<void> {
  const base = config.PUBLIC_URL.replace(/\/+$/, '');
  const lang = config.LANGUAGES.includes(input.lang) ? input.lang : config.DEFAULT_LANGUAGE;
  const { subject, text } = confirmationMail(lang, {
    programme: await programmeName(db, config, lang),
    confirmUrl: `${base}/${lang}/email-confirmation?token=${input.tokens.confirm}`,
    unsubscribeUrl: `${base}/${lang}/email-unsubscribe?token=${input.tokens.unsubscribe}`,
    hours: CONFIRM_TOKEN_HOURS,
  });
  const headers = unsubscribeHeaders(config, input.tokens.unsubscribe);
  try {
    await mail.send({ to: input.email, subject, text, html: htmlFromText(text, lang), headers, code: input.tokens.confirm });
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    await db.delete(emailTokens).where(inArray(emailTokens.token, [input.tokens.confirm, input.tokens.unsubscribe]));
    throw mailNotSent();
  }
}

/**
 * Sends a confirmation link to an address the user gave (saveEmail of the profile can use this too).
 * Answers when another one may be asked for.
 */
export async function requestEmailConfirmation(
  db: Db,
  deps: { mail: MailTransport; config: Config },
  input: { userId: number; email: string; lang: string; challengeId?: number | null },
): Promise<{ sent: boolean; resendAfter: number }> {
  const now = new Date();
  const outcome = await db.transaction((tx) =>
    issueEmailTokens(tx, { userId: input.userId, email: input.email, challengeId: input.challengeId ?? null, now }),
  );
  if (!outcome.sent) return { sent: false, resendAfter: outcome.resendAfter };
  await sendConfirmationMail(db, deps.mail, deps.config, { email: input.email, lang: input.lang, tokens: outcome.tokens });
  return { sent: true, resendAfter: CONFIRM_RESEND_SECONDS };
}

const invalidToken = () =>
  badRequest('EmailTokenInvalid', 'This link is not valid. Please ask for a new confirmation email.');
const expiredToken = () =>
  badRequest('EmailTokenExpired', 'This link has expired. Please ask for a new confirmation email.');

/**
 * Opens a confirmation link: the address becomes the user's confirmed email and the user's accepted
 * email_confirmation challenges complete. Opening the same link again answers the same.
 */
export async function confirmEmail(db: Db, token: string): Promise<{ email: string; completedChallengeIds: number[] }> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailTokens).where(eq(emailTokens.token, token)).for('update');
    if (!row || row.purpose !== 'confirm') throw invalidToken();
    const [user] = await tx
      .select({ email: users.email, emailConfirmedAt: users.emailConfirmedAt, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('update');
    if (!user || user.deactivatedAt) throw invalidToken();
    if (row.usedAt) {
      if (user.email === row.email && user.emailConfirmedAt) return { email: row.email, completedChallengeIds: [] };
      throw invalidToken();
    }
    if (row.expiresAt.getTime() <= now.getTime()) throw expiredToken();
    await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.token, token));
    await tx.update(users).set({ email: row.email, emailConfirmedAt: now }).where(eq(users.id, row.userId));
    const completedChallengeIds = await completeEmailChallenges(tx, row.userId, now);
    return { email: row.email, completedChallengeIds };
  });
}

async function completeEmailChallenges(tx: Tx, userId: number, now: Date): Promise<number[]> {
  const open = await tx
    .select({ challenge: challenges })
    .from(userChallenges)
    .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .where(
      and(
        eq(userChallenges.userId, userId),
        isNotNull(userChallenges.acceptedAt),
        sql`${userChallenges.status} <> 'completed'`,
        eq(challenges.type, 'email_confirmation'),
        eq(challenges.active, true),
        visibleTo(challenges.segmentId, userId),
        or(isNull(challenges.endTime), gt(challenges.endTime, now)),
        or(isNull(challenges.startTime), lte(challenges.startTime, now)),
      ),
    );
  const done: number[] = [];
  for (const { challenge } of open) {
    const ok = await inSavepoint(tx, async (sp) => {
      const row = await lockUserChallenge(sp, userId, challenge.id);
      if (!row || row.status === 'completed') return false;
      await completeChallenge(sp, { userId, challenge, now });
      return true;
    });
    if (ok) done.push(challenge.id);
  }
  return done;
}

/** What an unsubscribe link is for, changing nothing: opening a link must not unsubscribe. */
export async function unsubscribeEmailInfo(db: Db, token: string): Promise<{ email: string; unsubscribed: boolean }> {
  const [row] = await db
    .select({ email: emailTokens.email, purpose: emailTokens.purpose, expiresAt: emailTokens.expiresAt, unsubscribedAt: users.emailUnsubscribedAt })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(eq(emailTokens.token, token))
    .limit(1);
  if (!row || row.purpose !== 'unsubscribe') throw invalidToken();
  if (row.expiresAt.getTime() <= Date.now()) throw expiredToken();
  return { email: row.email, unsubscribed: row.unsubscribedAt !== null };
}

/** The member's confirmed tap (or a mail client's one-click POST): no more mail. Works as often as it is sent. */
export async function unsubscribeEmail(db: Db, token: string): Promise<{ email: string }> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailTokens).where(eq(emailTokens.token, token)).limit(1);
    if (!row || row.purpose !== 'unsubscribe') throw invalidToken();
    if (row.expiresAt.getTime() <= now.getTime()) throw expiredToken();
    await tx
      .update(users)
      .set({ emailUnsubscribedAt: now })
      .where(and(eq(users.id, row.userId), isNull(users.emailUnsubscribedAt)));
    if (!row.usedAt) await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.token, token));
    return { email: row.email };
  });
}
