// The demo programme "Aurora Rewards", seeded on first start so that every feature can be tried
// without set-up. Pictures are drawn first; everything else is written in one transaction.
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { challenges, owners } from '../db/schema';
import { drawChallenges, seedChallenges } from './challenges';
import { seedDemoUsers, type DemoSummary } from './demo-users';
import { seedExpiringDemoPoints, seedPointsValidity } from './points-expiry';
import { seedMenu } from './menu';
import { drawNews, seedNews } from './news';
import { markLiveAsAnnounced } from '../services/push/announcements';
import { drawBrand, PROGRAMME_NAME, seedOwnersAndSettings } from './owners';
import { drawPages, seedPages } from './pages';
import { PictureBook } from './picture-book';
import { drawPrizes, seedPrizes } from './prizes';
import { PROMO_CODES, seedPromoCodes } from './promo-codes';
import { DEMO_ADMIN, seedDemoAdmin } from './staff';
import { seedSegments } from './segments';
import { seedTiers } from './tiers';

/** Serialises seeding between processes sharing one PostgreSQL database. */
const SEED_LOCK_KEY = 727_001;

async function hasProgramme(db: Db | Tx): Promise<boolean> {
  const [o] = await db.select({ n: count() }).from(owners);
  const [c] = await db.select({ n: count() }).from(challenges);
  return Number(o?.n ?? 0) > 0 || Number(c?.n ?? 0) > 0;
}

interface SeedSummary extends DemoSummary {
  images: number;
  challenges: number;
  milliseconds: number;
}

/** Seeds the demo programme when the database has no owners or challenges yet; otherwise does nothing. */
/** `log` hears what was seeded (the demo members to sign in with). */
export async function seedIfEmpty(db: Db, log?: { info(message: string): void }): Promise<void> {
  if (await hasProgramme(db)) return;
  const started = Date.now();
  const book = new PictureBook();
  drawBrand(book);
  drawPrizes(book);
  drawChallenges(book);
  drawNews(book);
  drawPages(book);
  await book.rasterise();

  const summary = await db.transaction(async (tx): Promise<SeedSummary | null> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasProgramme(tx)) return null;
    await book.store(tx);
    const { ownerId, partnerOwnerId } = await seedOwnersAndSettings(tx, book);
    const prizes = await seedPrizes(tx, book);
    const seededChallenges = await seedChallenges(tx, book, { ownerId, partnerOwnerId, prizes });
    const news = await seedNews(tx, book);
    // Challenges and news that start later are announced by push when they do (server/jobs.ts).
    await markLiveAsAnnounced(tx);
    await seedPages(tx, book);
    await seedMenu(tx);
    const promoCodes = await seedPromoCodes(tx);
    await seedPointsValidity(tx);
    const demo = await seedDemoUsers(tx, { challenges: seededChallenges, prizes, promoCodes, news });
    await seedTiers(tx);
    await seedExpiringDemoPoints(tx, '37060000001', 80);
    await seedSegments(tx);
    await seedDemoAdmin(tx);
    return {
      ...demo,
      images: book.size,
      challenges: Object.keys(seededChallenges).length,
      milliseconds: Date.now() - started,
    };
  });
  if (summary && log) log.info(describe(summary));
}

function describe(s: SeedSummary): string {
  const lines = [
    `Seeded the demo programme "${PROGRAMME_NAME}" in ${s.milliseconds} ms: ${s.challenges} challenges, ${s.images} images.`,
    `  Demo members (sign in by phone; the SMS code is in GET /api/dev/outbox?to=<phone>):`,
    ...s.users.map((u) => `    +${u.phone}  ${u.name.padEnd(24)} ${u.points} points`),
    `  Promo codes: ${PROMO_CODES.map((c) => c.code).join(', ')}`,
    `  Console admin: ${DEMO_ADMIN.email} (its password is in README.md)`,
  ];
  return lines.join('\n');
}

