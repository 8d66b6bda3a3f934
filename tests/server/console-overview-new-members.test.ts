// The overview's new members come from members' join dates, whether or not points moved on those days:
// the summaries' first run starts at the first join when members joined before the first ledger row
// (it started at the first ledger row, so the overview counted 4 new members in 30 days of 8).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, users } from '../../server/db/schema';
import { summariseOverview, summarisedUntil } from '../../server/services/console/overview-summary';
import { ADMIN, ADMIN_ENV, signInAs, type SignedInStaff } from './console-helpers';
import { readOverview } from './console-overview-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let counter = 0;

async function join(createdAt: string) {
  const key = `nm-${++counter}`;
  const [row] = await t.database.db
    .insert(users)
    .values({ referralId: `NM-${key}`, externalId: key, firstName: key, createdAt: new Date(createdAt) })
    .returning({ id: users.id });
  return row!.id;
}

async function earn(userId: number, createdAt: string) {
  await t.database.db.insert(pointsLedger).values({ userId, delta: 10, balanceAfter: 10, kind: 'achievement', title: { en: 'x' }, createdAt: new Date(createdAt) });
}

/** Eight members over June 2024; points move only on 06-20 and 06-25. */
const JOINS = ['2024-06-01T09:00:00Z', '2024-06-03T10:00:00Z', '2024-06-03T23:59:59Z', '2024-06-10T00:00:00Z', '2024-06-20T12:00:00Z', '2024-06-22T08:00:00Z', '2024-06-27T15:00:00Z', '2024-06-29T21:00:00Z'];

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  const ids = [];
  for (const at of JOINS) ids.push(await join(at));
  await earn(ids[0]!, '2024-06-20T13:00:00Z');
  await earn(ids[4]!, '2024-06-25T10:00:00Z');
});
afterAll(() => t?.close());

const newMembersByDay = (series: Array<{ day: string; new_members: number }>) =>
  Object.fromEntries(series.filter((d) => d.new_members > 0).map((d) => [d.day, d.new_members]));
const EXPECTED = { '2024-06-01': 1, '2024-06-03': 2, '2024-06-10': 1, '2024-06-20': 1, '2024-06-22': 1, '2024-06-27': 1, '2024-06-29': 1 };

describe('new members in the console overview', () => {
  it('counts every member by join date before any summary', async () => {
    const o = await readOverview(t, admin, '2024-06-01', '2024-06-30');
    expect(o.members.new_in_period).toBe(8);
    expect(newMembersByDay(o.series)).toEqual(EXPECTED);
  });

  it('counts the same from the summaries, members who joined before the first ledger row included', async () => {
    await summariseOverview(t.database.db, new Date('2024-07-01T01:00:00Z'));
    expect(await summarisedUntil(t.database.db)).toBe('2024-07-01');
    const o = await readOverview(t, admin, '2024-06-01', '2024-06-30');
    expect(o.members.new_in_period).toBe(8);
    expect(newMembersByDay(o.series)).toEqual(EXPECTED);
    const summarised = await t.database.db.execute(sql`select coalesce(sum(new_members), 0)::int as n from overview_days`);
    const rows = (Array.isArray(summarised) ? summarised : (summarised as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
    expect(rows[0]!.n).toBe(8);
  });

  it('summarises the days a member joined though no ledger row was ever written', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from overview_days`);
    await db.execute(sql`delete from overview_summary_state`);
    await db.execute(sql`delete from points_ledger`);
    await summariseOverview(db, new Date('2024-07-01T01:00:00Z'));
    expect(await summarisedUntil(db)).toBe('2024-07-01');
    const o = await readOverview(t, admin, '2024-06-01', '2024-06-30');
    expect(o.members.new_in_period).toBe(8);
    expect(newMembersByDay(o.series)).toEqual(EXPECTED);
  });
});
