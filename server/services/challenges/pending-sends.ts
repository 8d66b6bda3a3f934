// A pending email_confirmation or phone_confirmation tells its member where the link or code waiting to be
// used went and when another may be asked for (Challenge.pending_to, resend_at), so the app resumes the
// sent step after a reload. One statement, and none for a page without such a challenge: the list is a
// hot read.
import { sql, type SQL } from 'drizzle-orm';
import type { Challenge } from '../../../contract/challenges';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { RESEND_INTERVAL_SECONDS } from '../auth/sms-codes';
import { CONFIRM_RESEND_SECONDS } from './email-confirmation';

interface Sent {
  /** The challenge a link was mailed for; null for a code, which is the member's, not a challenge's. */
  challenge_id: number | null;
  sent_to: string;
  /** Epoch seconds (a number from every driver, unlike a timestamp column). */
  sent_at: number;
}

const awaitsSend = (view: Challenge) =>
  view.state === 'pending' && (view.type === 'email_confirmation' || view.type === 'phone_confirmation');

/** The newest link still usable that each challenge's confirmation mailed. */
const lastMails = (userId: number, challengeIds: number[], now: string): SQL => sql`
  select * from (
    select distinct on (challenge_id) challenge_id, email as sent_to, extract(epoch from created_at)::float8 as sent_at
    from email_tokens
    where user_id = ${userId} and purpose = 'confirm' and used_at is null and expires_at > ${now}::timestamptz
      and challenge_id in (${sql.join(challengeIds.map((id) => sql`${id}`), sql`, `)})
    order by challenge_id, created_at desc
  ) mails`;

/** The newest confirmation code still usable sent for the member (issued with smsCodeOwner's payload). */
const lastCode = (userId: number, now: string): SQL => sql`
  select * from (
    select null::int as challenge_id, phone as sent_to, extract(epoch from created_at)::float8 as sent_at
    from sms_codes
    where purpose = 'phone_confirmation' and payload ->> 'user_id' = ${String(userId)}
      and consumed_at is null and expires_at > ${now}::timestamptz
    order by id desc
    limit 1
  ) codes`;

export async function withPendingSends(db: Db, userId: number, views: Challenge[], now: Date): Promise<Challenge[]> {
  const waiting = views.filter(awaitsSend);
  if (waiting.length === 0) return views;
  const at = now.toISOString();
  const mailIds = waiting.filter((v) => v.type === 'email_confirmation').map((v) => v.id);
  const parts = [
    ...(mailIds.length > 0 ? [lastMails(userId, mailIds, at)] : []),
    ...(mailIds.length < waiting.length ? [lastCode(userId, at)] : []),
  ];
  const sent = await queryRows<Sent>(db, sql.join(parts, sql` union all `));
  return views.map((view) => {
    if (!awaitsSend(view)) return view;
    const isMail = view.type === 'email_confirmation';
    const row = sent.find((s) => s.challenge_id === (isMail ? view.id : null));
    if (!row) return view;
    const waitSeconds = isMail ? CONFIRM_RESEND_SECONDS : RESEND_INTERVAL_SECONDS;
    const resendAt = new Date(Number(row.sent_at) * 1000 + waitSeconds * 1000);
    return { ...view, pending_to: row.sent_to, resend_at: resendAt.toISOString() };
  });
}
