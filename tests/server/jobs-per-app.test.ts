// The scheduler's once-an-hour and once-a-day steps are remembered per server, not per process: a second
// server in the same process (on another database) runs them in the same hour too.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runJobsOnce } from '../../server/jobs';
import { pointsLedger, pointsLots, pointsValidity } from '../../server/db/schema';
import { balanceOf, givePoints, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

it("runs the hourly points expiry on each server's own database in the same hour", async () => {
  const db = second.database.db;
  await db.update(pointsValidity).set({ mode: 'months', months: 12, pendingDays: 0 }).where(eq(pointsValidity.id, 1));
  const member = await signUp(second);
  await givePoints(second, member, 40);
  const before = await balanceOf(second, member);
  await db.update(pointsLots).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(pointsLots.userId, member.id));

  const now = new Date();
  await runJobsOnce(first.app, now);
  await runJobsOnce(second.app, now);

  const expired = await db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, member.id), eq(pointsLedger.kind, 'points_expiry')));
  expect(expired).toHaveLength(1);
  expect(await balanceOf(second, member)).toBe(before + expired[0]!.delta);
  expect(expired[0]!.delta).toBeLessThan(0);
});
