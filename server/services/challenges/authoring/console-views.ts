// What the console shows of challenges: the list with each one's status, one challenge with everything
// its editor needs (options and which is right included), and the choices the form offers.
import { and, asc, count, desc, eq, gt, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ChallengeType } from '../../../../contract/challenge-answers';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { challengeOptions, challenges, owners, prizes, segments, userChallenges } from '../../../db/schema';
import { notFound } from '../../../errors';
import { localize } from '../../texts/localize';
import type { ChallengeRow } from '../types';

export type ChallengeStatus = 'scheduled' | 'live' | 'ended';

export function statusOf(row: Pick<ChallengeRow, 'active' | 'startTime' | 'endTime'>, now = new Date()): ChallengeStatus {
  if (!row.active || (row.endTime && row.endTime <= now)) return 'ended';
  if (row.startTime && row.startTime > now) return 'scheduled';
  return 'live';
}

function statusCondition(status: ChallengeStatus, now: Date): SQL {
  const ended = or(eq(challenges.active, false), and(isNotNull(challenges.endTime), lte(challenges.endTime, now)))!;
  if (status === 'ended') return ended;
  const notEnded = and(eq(challenges.active, true), or(sql`${challenges.endTime} is null`, gt(challenges.endTime, now)))!;
  const later = and(isNotNull(challenges.startTime), gt(challenges.startTime, now))!;
  return status === 'scheduled' ? and(notEnded, later)! : and(notEnded, sql`not (${later})`)!;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listChallenges(db: Db, filter: { status?: ChallengeStatus; type?: ChallengeType }, now = new Date()) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(statusCondition(filter.status, now));
  if (filter.type) conditions.push(eq(challenges.type, filter.type));
  const started = db
    .select({
      challengeId: userChallenges.challengeId,
      started: count().as('started'),
      completed: sql<number>`count(*) filter (where ${userChallenges.status} = 'completed')`.as('completed'),
    })
    .from(userChallenges)
    .groupBy(userChallenges.challengeId)
    .as('started');
  const rows = await db
    .select({ challenge: challenges, started: started.started, completed: started.completed })
    .from(challenges)
    .leftJoin(started, eq(started.challengeId, challenges.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(challenges.createdAt), desc(challenges.id))
    .limit(500);
  return rows.map(({ challenge: c, started: s, completed: done }) => ({
    id: c.id,
    type: c.type as ChallengeType,
    name: c.name,
    points: c.points,
    reward_type: c.rewardType,
    status: statusOf(c, now),
    start_time: iso(c.startTime),
    end_time: iso(c.endTime),
    members_started: Number(s ?? 0),
    members_completed: Number(done ?? 0),
  }));
}

export async function membersStarted(db: Db | Tx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userChallenges).where(eq(userChallenges.challengeId, id));
  return Number(row?.n ?? 0);
}

/** The stored challenge as its editor shows it (and as the audit log records it). */
export async function editableChallenge(db: Db | Tx, id: number) {
  const [c] = await db.select().from(challenges).where(eq(challenges.id, id));
  if (!c) throw notFound('ChallengeNotFound', 'There is no such challenge.');
  const options = await db
    .select()
    .from(challengeOptions)
    .where(eq(challengeOptions.challengeId, id))
    .orderBy(asc(challengeOptions.sortOrder), asc(challengeOptions.id));
  const { options: _shown, ...customData } = c.customData;
  return {
    row: c,
    challenge: {
      type: c.type as ChallengeType,
      name: c.name,
      description: c.description,
      image_id: c.imageId,
      points: c.points,
      points_multiple_text: c.pointsMultipleText,
      prize_id: c.prizeId,
      owner_id: c.ownerId,
      tags: c.tags,
      can_hide: c.canHide,
      start_time: iso(c.startTime),
      end_time: iso(c.endTime),
      custom_data: customData,
      rules: c.rules,
      options: options.map((o) => ({ id: o.id, text: o.text, image_id: o.imageId, correct: o.isCorrect })),
      progress_divisor: c.progressDivisor,
      failure_delay_days: c.failureDelayDays,
      sort_order: c.sortOrder,
      segment_id: c.segmentId,
    },
  };
}

export async function challengeChoices(db: Db, config: Config) {
  const lang = config.DEFAULT_LANGUAGE;
  const [prizeRows, ownerRows, segmentRows] = await Promise.all([
    db.select({ id: prizes.id, name: prizes.name }).from(prizes).where(eq(prizes.active, true)).orderBy(asc(prizes.id)),
    db.select({ id: owners.id, name: owners.name }).from(owners).orderBy(asc(owners.name)),
    db.select({ id: segments.id, name: segments.name }).from(segments).orderBy(asc(segments.name)),
  ]);
  return {
    languages: config.LANGUAGES,
    default_language: lang,
    prizes: prizeRows.map((p) => ({ id: p.id, name: localize(p.name, lang, lang) })),
    owners: ownerRows,
    segments: segmentRows,
  };
}
