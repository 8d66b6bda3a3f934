// What the console reads about members: a search (phone, name, customer id, reward code or card) and
// one member's detail.
import { and, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challenges, pointsLedger, prizes, pushTokens, rewards, sessions, userChallenges, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toHistoryEntry } from '../economy/history';
import { text, type Locale } from '../economy/locale';

const RECENT = 20;
export const SEARCH_LIMIT = 25;

const summary = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  phone: users.phone,
  customer_id: users.customerId,
  email: users.email,
  points: users.points,
  deactivated_at: users.deactivatedAt,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function matchers(query: string): SQL[] {
  const q = query.trim();
  const out: SQL[] = [eq(sql`upper(${users.customerId})`, q.toUpperCase()), eq(users.cardToken, q.toUpperCase())];
  const digits = q.replace(/[\s+()-]/g, '');
  if (/^\d{4,}$/.test(digits)) out.push(sql`${users.phone} like ${`%${escapeLike(digits)}%`}`);
  if (q.length >= 2) {
    const like = `%${escapeLike(q)}%`;
    out.push(ilike(users.firstName, like), ilike(users.lastName, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like));
  }
  out.push(sql`${users.id} in (select ${rewards.userId} from ${rewards} where ${rewards.rewardCode} = ${q.toUpperCase()})`);
  return out;
}

const toSummary = <T extends { deactivated_at: Date | null }>(row: T) => ({
  ...row,
  deactivated_at: row.deactivated_at?.toISOString() ?? null,
});

export async function searchMembers(db: Db, query: string) {
  const rows = await db
    .select(summary)
    .from(users)
    .where(or(...matchers(query)))
    .orderBy(desc(users.id))
    .limit(SEARCH_LIMIT);
  return rows.map(toSummary);
}

export async function memberDetail(db: Db, userId: number, locale: Locale) {
  const [member] = await db
    .select({ ...summary, total_points_earned: users.totalPointsEarned, language: users.language, created_at: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!member) throw notFound('UserNotFound', 'No such member.');
  const [history, rewardRows, challengeRows, [devices], [signedIn]] = await Promise.all([
    db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(desc(pointsLedger.id)).limit(RECENT),
    db
      .select({ reward: rewards, prizeName: prizes.name })
      .from(rewards)
      .innerJoin(prizes, eq(prizes.id, rewards.prizeId))
      .where(eq(rewards.userId, userId))
      .orderBy(desc(rewards.id))
      .limit(RECENT),
    db
      .select({ uc: userChallenges, name: challenges.name })
      .from(userChallenges)
      .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
      .where(eq(userChallenges.userId, userId))
      .orderBy(desc(userChallenges.updatedAt))
      .limit(RECENT),
    db.select({ n: count() }).from(pushTokens).where(eq(pushTokens.userId, userId)),
    db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`))),
  ]);
  return {
    member: {
      ...toSummary(member),
      total_points_earned: member.total_points_earned,
      language: member.language,
      created_at: member.created_at.toISOString(),
    },
    history: history.map((row) => toHistoryEntry(row, locale)),
    rewards: rewardRows.map(({ reward, prizeName }) => ({
      id: reward.id,
      code: reward.rewardCode,
      prize_name: text(prizeName, locale),
      used_at: reward.usedAt?.toISOString() ?? null,
      valid_till: reward.validTill?.toISOString() ?? null,
      created_at: reward.createdAt.toISOString(),
    })),
    challenges: challengeRows.map(({ uc, name }) => ({
      id: uc.challengeId,
      name: text(name, locale),
      status: uc.status,
      updated_at: uc.updatedAt.toISOString(),
    })),
    push_tokens: Number(devices?.n ?? 0),
    active_sessions: Number(signedIn?.n ?? 0),
  };
}
