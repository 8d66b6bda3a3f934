// Telling customers by push of challenges and news when they go live: at once when the operator
// publishes something live, and by the scheduled job (server/jobs.ts) when a start or publishing
// time arrives. Each row is claimed with a conditional update, so it is announced once even with
// several server processes on one database.
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { challenges, news } from '../../db/schema';
import { newChallengesPush, newsPush, type AnnouncedChallenge, type AnnouncedNews } from './messages';
import type { PushAudience, PushService } from './service';

const liveChallenge = (now: Date) =>
  and(
    eq(challenges.active, true),
    or(isNull(challenges.startTime), lte(challenges.startTime, now)),
    or(isNull(challenges.endTime), gt(challenges.endTime, now)),
  );

/** Claims the challenges that are live and not yet announced; returns them. */
async function claimChallenges(db: Db, now: Date): Promise<Array<AnnouncedChallenge & { segmentId: number | null }>> {
  return db
    .update(challenges)
    .set({ announcedAt: now })
    .where(and(isNull(challenges.announcedAt), liveChallenge(now)))
    .returning({ id: challenges.id, name: challenges.name, points: challenges.points, rewardType: challenges.rewardType, segmentId: challenges.segmentId });
}

async function claimNews(db: Db, now: Date): Promise<Array<AnnouncedNews & { segmentId: number | null }>> {
  return db
    .update(news)
    .set({ announcedAt: now })
    .where(and(isNull(news.announcedAt), lte(news.publishedAt, now)))
    .returning({ id: news.id, title: news.title, intro: news.intro, imageId: news.imageId, segmentId: news.segmentId });
}

/** What is for everyone goes to everyone; what is limited to a segment, to that segment's members only. */
function bySegment<T>(due: Array<T & { segmentId: number | null }>): Array<[PushAudience, T[]]> {
  const groups = new Map<number | null, T[]>();
  for (const item of due) groups.set(item.segmentId, [...(groups.get(item.segmentId) ?? []), item]);
  return [...groups].map(([segmentId, items]) => [segmentId === null ? 'everyone' : { segmentId }, items]);
}

export interface Announcer {
  push: PushService;
  defaultLanguage: string;
}

/** Announces what has gone live since the last run; returns the ids announced. */
export async function announceDueChallenges(db: Db, { push, defaultLanguage }: Announcer, now = new Date()): Promise<number[]> {
  const due = (await claimChallenges(db, now)).sort((a, b) => a.id - b.id);
  for (const [audience, items] of bySegment(due)) await push.notifyUsers('new_challenge', audience, newChallengesPush(items, defaultLanguage));
  return due.map((c) => c.id);
}

export async function announceDueNews(db: Db, { push, defaultLanguage }: Announcer, now = new Date()): Promise<number[]> {
  const due = (await claimNews(db, now)).sort((a, b) => a.id - b.id);
  for (const [audience, items] of bySegment(due)) await push.notifyUsers('news', audience, newsPush(items, defaultLanguage));
  return due.map((n) => n.id);
}

/** The demo seed: what is live when it is stored needs no announcement (nobody has a token yet). */
export async function markLiveAsAnnounced(tx: Tx, now = new Date()): Promise<void> {
  await tx
    .update(challenges)
    .set({ announcedAt: now })
    .where(and(isNull(challenges.announcedAt), liveChallenge(now)));
  await tx
    .update(news)
    .set({ announcedAt: now })
    .where(and(isNull(news.announcedAt), lte(news.publishedAt, now)));
}
