// Scheduled work of a running server, every JOBS_INTERVAL_SECONDS: push about challenges and news
// whose start or publishing time has come, close the month that has ended (its top list and
// congratulations), push changed Apple Wallet passes (APPLE_WALLET_PUSH), and hourly purge old
// sessions and codes, summarise the console overview, expire points (with reminders) and daily
// review members' tiers. Each
// step claims its rows in the database; on PostgreSQL one process at a time runs the steps (an
// advisory lock), so processes sharing a database do the work once. With the job queue (queue.ts) the
// broadcasts, the closing, the purge and the summary are queued as jobs rather than run here.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from './db/rows';
import { announceDueChallenges, announceDueNews } from './services/push/announcements';
import { summariseOverview } from './services/console/overview-summary';
import { closeMonthAndNotify } from './services/monthly-top/close';
import { previousMonth } from './services/monthly-top/months';
import { purgeExpired } from './services/ops/purge';
import { runPointsExpiry } from './services/points-expiry/run-expiry';
import { refreshStaleSegments } from './services/segments/membership';
import { pushChangedPasses } from './services/wallet/apns';
import { reviewTiers } from './services/tiers/review-tiers';

const JOBS_LOCK_KEY = 727_003;

/** Runs the steps unless another process is running them; answers whether this one did. */
export async function runJobsOnce(app: FastifyInstance, now = new Date()): Promise<boolean> {
  // PGlite has one connection and one process: nobody to exclude, and a held transaction would block the steps.
  if (app.database.kind !== 'postgres') {
    await runSteps(app, now);
    return true;
  }
  return app.db.transaction(async (tx) => {
    const rows = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${JOBS_LOCK_KEY}) as locked`);
    if (!rows[0]?.locked) return false;
    await runSteps(app, now);
    return true;
  });
}

/** The hour an hourly step belongs to: the queue runs it once per hour, and so does each server without it. */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);
/** Per server (several run in one process in the tests, each on its own database): the last hour or day each step ran. */
const lastRun = new WeakMap<FastifyInstance, Map<string, string>>();
function lastRunOf(app: FastifyInstance): Map<string, string> {
  let last = lastRun.get(app);
  if (!last) lastRun.set(app, (last = new Map()));
  return last;
}
/** The ten minutes a segment refresh belongs to: the queue takes one job per slot. */
const tenMinutesOf = (now: Date) => now.toISOString().slice(0, 15);

async function hourly(app: FastifyInstance, name: 'purge' | 'summariseOverview' | 'pointsExpiry', now: Date, run: () => Promise<void>, queue: ((hour: string) => Promise<void>) | null): Promise<void> {
  const hour = hourOf(now);
  if (queue) return queue(hour);
  const last = lastRunOf(app);
  if (last.get(name) === hour) return;
  await run();
  last.set(name, hour);
}

/** The daily tier review: queued once per UTC day, or run here once a day without the queue. */
async function dailyTierReview(app: FastifyInstance, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  if (app.queue) return app.queue.reviewTiers(day);
  const last = lastRunOf(app);
  if (last.get('tierReview') === day) return;
  await reviewTiers(app.db, now);
  last.set('tierReview', day);
}

async function runSteps(app: FastifyInstance, now: Date): Promise<void> {
  const announcer = { push: app.push, defaultLanguage: app.config.DEFAULT_LANGUAGE };
  const month = previousMonth(now);
  const queue = app.queue;
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['announce challenges', () => announceDueChallenges(app.db, announcer, now)],
    ['announce news', () => announceDueNews(app.db, announcer, now)],
    ['close the monthly top', () => (app.queue ? app.queue.closeMonth(month) : closeMonthAndNotify(app.db, month, announcer))],
    ['purge old sessions and codes', () => hourly(app, 'purge', now, () => purgeExpired(app.db), queue && ((hour) => queue.purge(hour)))],
    ['review the members\' tiers', () => dailyTierReview(app, now)],
    ['refresh segments', () => (queue ? queue.refreshSegments(tenMinutesOf(now)) : refreshStaleSegments(app.db, now))],
    ['summarise the console overview', () => hourly(app, 'summariseOverview', now, () => summariseOverview(app.db, now), queue && ((hour) => queue.summariseOverview(hour)))],
    ['expire points and send reminders', () => hourly(app, 'pointsExpiry', now, () => runPointsExpiry({ db: app.db, push: app.push, mail: app.mail, config: app.config, log: app.log }, now).then(() => undefined), queue && ((hour) => queue.pointsExpiry(hour)))],
  ];
  const apple = app.config.wallet.apple;
  if (apple?.push) steps.push(['push changed wallet passes', () => pushChangedPasses(app.db, apple, app.log)]);
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (err) {
      if (!(await app.outages.noteIfDatabaseUnreachable(err))) app.log.error({ err }, `scheduled job failed: ${name}`);
    }
  }
}

/** Starts the schedule (first run at once); the returned function stops it and waits for a run in progress. */
export function startJobs(app: FastifyInstance): () => Promise<void> {
  const seconds = app.config.JOBS_INTERVAL_SECONDS;
  if (!seconds) return async () => undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    // A slow run is not overlapped by the next one.
    running ??= runJobsOnce(app)
      .then(() => undefined)
      .catch(async (err: unknown) => {
        if (!(await app.outages.noteIfDatabaseUnreachable(err))) app.log.error({ err }, 'scheduled jobs failed');
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
