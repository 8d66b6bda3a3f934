// The API bench's members and their work: members with points and sessions written straight into the
// database (sign-in is rate limited per IP; tokens are signed with the server's own token service), the
// challenges they complete, and the checks after a run that what was answered is what was stored.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { challengeOptions, challenges, pointsLedger, rewards, sessions, userChallenges, users } from '../../../server/db/schema';
import { queryRows } from '../../../server/db/rows';
import { checkBalances } from '../../../server/services/economy/ledger';
import { signToken } from '../../../server/services/auth/tokens';
import type { LoadResult } from '../load';

const USERS = 2_000;
const START_POINTS = 1_000_000;
/** Types that complete with a fixed answer: link takes {}, quizzes the right option. */
const SIMPLE_TYPES = ['link', 'text_quiz', 'image_quiz', 'video_quiz'];
/** Link challenges added for the completion scenario: with USERS, more pairs than a fast machine completes in warm-up and run. */
export const COMPLETION_CHALLENGES = 30;

export interface BenchUser {
  id: number;
  phone: string;
  token: string;
}

/** USERS members who accepted the terms, each with START_POINTS (one ledger row) and a session. */
export async function createUsers(db: Db, secret: Uint8Array): Promise<BenchUser[]> {
  const now = new Date();
  const created: Array<{ id: number; phone: string | null }> = [];
  for (let from = 0; from < USERS; from += 500) {
    const rows = Array.from({ length: Math.min(500, USERS - from) }, (_, k) => {
      const n = from + k + 1;
      return {
        phone: `3709${String(n).padStart(7, '0')}`,
        firstName: 'Bench',
        lastName: `User ${n}`,
        language: 'en',
        referralId: `BENCH${n}`,
        externalId: `bench-${n}`,
        termsAcceptedAt: now,
        points: START_POINTS,
        totalPointsEarned: START_POINTS,
      };
    });
    created.push(...(await db.insert(users).values(rows).returning({ id: users.id, phone: users.phone })));
  }
  const expiresAt = new Date(now.getTime() + 24 * 3600_000);
  const sessionIds = created.map(() => randomBytes(24).toString('base64url'));
  for (let from = 0; from < created.length; from += 500) {
    const part = created.slice(from, from + 500);
    await db.insert(pointsLedger).values(
      part.map((u) => ({ userId: u.id, delta: START_POINTS, balanceAfter: START_POINTS, kind: 'manual_award' as const, title: { en: 'Bench points', lt: 'Bench taškai' } })),
    );
    await db
      .insert(sessions)
      .values(part.map((u, k) => ({ id: sessionIds[from + k]!, userId: u.id, createdAt: now, lastSeenAt: now, expiresAt })));
  }
  return Promise.all(
    created.map(async (u, k) => ({ id: u.id, phone: u.phone!, token: await signToken(secret, { userId: u.id, sessionId: sessionIds[k]! }, 3600) })),
  );
}

/**
 * COMPLETION_CHALLENGES copies of the demo's first link challenge, accepted by every bench user, so the
 * completion scenario does not run out of fresh (user, challenge) pairs on a fast machine. Added after the
 * reads ran, so the first page those read is the demo programme's.
 */
export async function addLinkChallenges(db: Db): Promise<Array<{ id: number; answer: Record<string, unknown> }>> {
  const copied = await queryRows<{ id: number }>(
    db,
    sql`insert into ${challenges} (type, name, description, points, reward_type, custom_data, rules, owner_id, sort_order)
      select type, name, description, points, reward_type, custom_data, rules, owner_id, 1000 + n
      from (select * from ${challenges} where type = 'link' and active and reward_type = 'points' order by id limit 1) c
      cross join generate_series(1, ${COMPLETION_CHALLENGES}::int) n
      returning id`,
  );
  await db.execute(sql`
    insert into ${userChallenges} (user_id, challenge_id, status, accepted_at, updated_at)
    select u.id, c.id, 'accepted', now(), now() from ${users} u cross join ${challenges} c
    where u.external_id like 'bench-%' and c.id in (${sql.join(copied.map((c) => sql`${c.id}`), sql`, `)})`);
  return copied.map((c) => ({ id: c.id, answer: {} }));
}

/** Open points challenges of the simple types with their answers, accepted by every bench user. */
export async function acceptSimpleChallenges(db: Db): Promise<Array<{ id: number; answer: Record<string, unknown> }>> {
  const now = new Date();
  const open = await db
    .select({ id: challenges.id, type: challenges.type })
    .from(challenges)
    .where(
      and(
        eq(challenges.active, true),
        eq(challenges.rewardType, 'points'),
        inArray(challenges.type, SIMPLE_TYPES),
        or(isNull(challenges.startTime), lte(challenges.startTime, now)),
        or(isNull(challenges.endTime), gt(challenges.endTime, new Date(now.getTime() + 3600_000))),
      ),
    );
  const right = await db
    .select({ challengeId: challengeOptions.challengeId, id: challengeOptions.id })
    .from(challengeOptions)
    .where(eq(challengeOptions.isCorrect, true));
  const picked = open.flatMap((c) => {
    if (c.type === 'link') return [{ id: c.id, answer: {} }];
    const options = right.filter((o) => o.challengeId === c.id);
    return options.length === 1 ? [{ id: c.id, answer: { option_id: options[0]!.id } }] : [];
  });
  if (picked.length === 0) return picked;
  await db.execute(sql`
    insert into ${userChallenges} (user_id, challenge_id, status, accepted_at, updated_at)
    select u.id, c.id, 'accepted', now(), now() from ${users} u cross join ${challenges} c
    where u.external_id like 'bench-%' and c.id in (${sql.join(picked.map((c) => sql`${c.id}`), sql`, `)})`);
  return picked;
}

/** Whether what was answered is what was stored, and every balance equals its ledger. */
export async function checkStored(db: Db, results: Map<string, LoadResult>): Promise<void> {
  const benchUser = like(users.externalId, 'bench-%');
  const [done] = await db
    .select({ n: count() })
    .from(userChallenges)
    .innerJoin(users, eq(users.id, userChallenges.userId))
    .where(and(benchUser, eq(userChallenges.status, 'completed')));
  const [bought] = await db.select({ n: count() }).from(rewards).innerJoin(users, eq(users.id, rewards.userId)).where(benchUser);
  const [moved] = await db
    .select({ n: count() })
    .from(pointsLedger)
    .innerJoin(users, eq(users.id, pointsLedger.userId))
    .where(and(benchUser, eq(pointsLedger.kind, 'points_transfer'), gt(pointsLedger.delta, 0)));
  const line = (what: string, stored: number | undefined, call: string) => {
    const r = results.get(call);
    const agrees = r && r.succeeded === (stored ?? 0) ? 'agrees' : 'DIFFERS';
    return r ? `${what} ${stored ?? 0} (${call}: ${r.succeeded} answers 2xx incl. warm-up, ${agrees})` : `${what}: not run`;
  };
  console.log(`Check: ${line('challenges completed', done?.n, 'completeUserChallenge')}`);
  console.log(`Check: ${line('rewards', bought?.n, 'redeemPrize')}`);
  console.log(`Check: ${line('transfers received', moved?.n, 'transferPoints')}`);
  const [totals] = await db.select({ balances: sql<string>`coalesce(sum(${users.points}), 0)` }).from(users);
  const [ledger] = await db.select({ sum: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` }).from(pointsLedger);
  const mismatched = await checkBalances(db);
  const same = totals?.balances === ledger?.sum && mismatched.length === 0;
  console.log(
    `Balance check: sum of balances ${totals?.balances} ${same ? '=' : '!='} ledger sum ${ledger?.sum}; users whose balance differs from their ledger: ${mismatched.length}`,
  );
}
