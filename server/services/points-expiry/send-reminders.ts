// Tells members a configured number of days (points_validity.reminder_days) before their points expire:
// a push, an e-mail (confirmed, not unsubscribed addresses) and a notice on the dashboard. Each is
// recorded in points_expiry_reminders first (once per member, expiry date and channel; ON CONFLICT DO
// NOTHING), so a second run or a second process sends nothing again. Run by the queued expiry job.
import { randomBytes } from 'node:crypto';
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { emailTokens, users } from '../../db/schema';
import { UNSUBSCRIBE_TOKEN_DAYS, unsubscribeHeaders } from '../challenges/email-confirmation';
import { htmlFromText } from '../mail/html';
import type { MailTransport } from '../mail/transport';
import type { PushService } from '../push/service';
import { programmeName } from '../settings/settings';
import { reminderTexts } from './reminder-texts';
import { readValidityRule } from './validity-rule';

export interface ReminderDeps {
  db: Db;
  push: PushService;
  mail: MailTransport;
  config: Config;
  log: FastifyBaseLogger;
}

interface Recorded {
  user_id: number;
  expires_on: string;
  channel: 'push' | 'email' | 'in_app';
  points: number;
  expires_at: string | Date;
}

const MEMBERS_PER_BATCH = 500;

export interface ReminderRun {
  push: number;
  email: number;
  inApp: number;
}

export async function sendExpiryReminders(deps: ReminderDeps, now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { push: 0, email: 0, inApp: 0 };
  const { reminderDays } = await readValidityRule(deps.db);
  if (reminderDays <= 0) return run;
  const from = now.toISOString();
  const until = new Date(now.getTime() + reminderDays * 86_400_000).toISOString();
  let after = 0;
  for (;;) {
    // A page of members with points expiring within the lead time, then their reminders recorded at once.
    const page = await queryRows<{ user_id: number }>(
      deps.db,
      sql`select distinct l.user_id from points_lots l join users u on u.id = l.user_id and u.deactivated_at is null
        where l.remaining > 0 and l.expires_at > ${from}::timestamptz and l.expires_at <= ${until}::timestamptz and l.user_id > ${after}
        order by l.user_id limit ${MEMBERS_PER_BATCH}`,
    );
    if (!page.length) return run;
    const ids = page.map((row) => row.user_id);
    after = ids.at(-1)!;
    const given = await queryRows<Recorded>(
      deps.db,
      sql`insert into points_expiry_reminders (user_id, expires_on, channel, points, expires_at)
        select d.user_id, d.expires_on, c.channel, d.points, d.expires_at from (
          select l.user_id, ((l.expires_at - interval '1 microsecond') at time zone 'UTC')::date as expires_on,
            sum(l.remaining)::int as points, max(l.expires_at) as expires_at
          from points_lots l
          where l.user_id = any(${`{${ids.join(',')}}`}::int[]) and l.remaining > 0
            and l.expires_at > ${from}::timestamptz and l.expires_at <= ${until}::timestamptz
          group by 1, 2) d
        cross join (values ('push'), ('email'), ('in_app')) c(channel)
        on conflict do nothing
        returning user_id, expires_on::text as expires_on, channel, points, expires_at`,
    );
    run.inApp += given.filter((row) => row.channel === 'in_app').length;
    run.push += await pushReminders(deps, given.filter((row) => row.channel === 'push'));
    run.email += await mailReminders(deps, given.filter((row) => row.channel === 'email'));
  }
}

async function pushReminders(deps: ReminderDeps, rows: Recorded[]): Promise<number> {
  // One push per expiry date: a member with two dates in the lead time hears about each.
  const byDate = new Map<string, Map<number, Recorded>>();
  for (const row of rows) byDate.set(row.expires_on, (byDate.get(row.expires_on) ?? new Map()).set(row.user_id, row));
  let users = 0;
  for (const members of byDate.values()) {
    const result = await deps.push.notifyUsers('points_expiry', [...members.keys()], ({ userId, language }) => {
      const row = members.get(userId)!;
      const lang = language ?? deps.config.DEFAULT_LANGUAGE;
      const { title, body } = reminderTexts(lang).push({ programme: '', points: row.points, expiresAt: new Date(row.expires_at), appUrl: '' });
      return { title, body, route: `/${lang}/history` };
    });
    users += result.users;
  }
  return users;
}

async function mailReminders(deps: ReminderDeps, rows: Recorded[]): Promise<number> {
  if (!rows.length) return 0;
  const { db, config } = deps;
  const addresses = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(inArray(users.id, rows.map((row) => row.user_id)), isNotNull(users.emailConfirmedAt), isNull(users.emailUnsubscribedAt), isNull(users.deactivatedAt)));
  const byId = new Map(addresses.map((a) => [a.id, a]));
  const base = config.PUBLIC_URL.replace(/\/+$/, '');
  let sent = 0;
  for (const row of rows) {
    const member = byId.get(row.user_id);
    if (!member?.email) continue;
    const lang = member.language && config.LANGUAGES.includes(member.language) ? member.language : config.DEFAULT_LANGUAGE;
    const token = randomBytes(24).toString('base64url');
    const now = new Date();
    await db.insert(emailTokens).values({
      token,
      userId: member.id,
      email: member.email,
      purpose: 'unsubscribe',
      createdAt: now,
      expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000),
    });
    const { subject, text } = reminderTexts(lang).mail({
      programme: await programmeName(db, config, lang),
      points: row.points,
      expiresAt: new Date(row.expires_at),
      appUrl: `${base}/${lang}/history`,
      unsubscribeUrl: `${base}/${lang}/email-unsubscribe?token=${token}`,
    });
    try {
      await deps.mail.send({ to: member.email, subject, text, html: htmlFromText(text, lang), headers: unsubscribeHeaders(config, token) });
      sent += 1;
    } catch (err) {
      // Recorded already: one failed mail is not retried, so no member gets the same reminder twice.
      deps.log.warn({ err, userId: member.id }, 'points expiry reminder mail not sent');
    }
  }
  return sent;
}
