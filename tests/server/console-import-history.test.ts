// Importing members' past ledger lines (a history file): the dry run reports each line's problem (an
// unknown member, lines that do not add up to the balance brought over, a changed line), the import
// posts each line at its own date with one entry taking their sum back off, so the balance stays what
// the members file brought over and balance = ledger; importing the file again posts nothing.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedMembers, pointsLedger, users } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { historyPage } from '../../server/services/economy/history';
import { memberEntries } from '../../server/services/imports/history-batch';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, type SignedInStaff } from './console-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PHONE_COUNTRY: 'LT', SIGNUP_BONUS_POINTS: '0' });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

interface ImportView {
  id: number;
  kind: string;
  status: string;
  problem_rows: number;
  problems: Array<{ line: number; column: string | null; code: string }>;
  created: number;
  unchanged: number;
}

async function settled(id: number): Promise<ImportView> {
  for (let i = 0; i < 200; i++) {
    const view = (await consoleCall(t, 'GET', `/imports/${id}`, admin.headers)).json() as ImportView;
    if (!['checking', 'importing'].includes(view.status)) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
}

async function dryRun(csv: string, kind: 'members' | 'history') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/console/imports?file_name=${kind}.csv&kind=${kind}`,
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(res.statusCode, res.body).toBe(200);
  return settled(res.json().id);
}

async function importFile(csv: string, kind: 'members' | 'history') {
  const checked = await dryRun(csv, kind);
  expect(checked.status).toBe('checked');
  expect((await consoleCall(t, 'POST', `/imports/${checked.id}/run`, admin.headers)).statusCode).toBe(200);
  return settled(checked.id);
}

const MEMBERS = 'external_id,first_name,phone,balance';
const HISTORY = 'external_id,line_id,date,points,description';
const userOf = async (ref: string) => {
  const [link] = await t.database.db.select().from(importedMembers).where(eq(importedMembers.externalRef, ref));
  const [user] = await t.database.db.select().from(users).where(eq(users.id, link!.userId));
  return user!;
};
const entriesOf = (userId: number) =>
  t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));

describe('history import', () => {
  it('dry run: reports each line’s problem and writes nothing', async () => {
    await importFile([MEMBERS, 'H-1,Ona,+37060070001,100', 'H-2,Jonas,+37060070002,50'].join('\n'), 'members');
    const csv = [
      HISTORY,
      'H-1,1,2023-01-05,150,Welcome',
      'H-1,2,2023-03-01,-50,Coffee',
      'H-2,1,2023-02-02,40,',
      'NOBODY,1,2023-02-02,10,',
      'H-1,2,2023-04-01,5,',
      'H-3,1,2023-13-01,0,',
    ].join('\n');
    const report = await dryRun(csv, 'history');
    expect(report).toMatchObject({ kind: 'history', status: 'checked', created: 2 });
    expect(report.problems.map((p) => `${p.line}:${p.column}:${p.code}`)).toEqual([
      '4:points:history_sum',
      '5:external_id:unknown_member',
      '6:line_id:duplicate_in_file',
      '7:date:date',
      '7:points:points',
    ]);
    expect(await entriesOf((await userOf('H-1')).id)).toHaveLength(1);
  });

  it('posts the lines at their dates, keeps the balance brought over, and posts nothing a second time', async () => {
    const csv = [HISTORY, 'H-1,1,2023-01-05,150,Welcome', 'H-1,2,2023-03-01,-50,Coffee'].join('\n');
    const first = await importFile(csv, 'history');
    expect(first).toMatchObject({ status: 'done', created: 2, problem_rows: 0 });
    const ona = await userOf('H-1');
    expect(ona.points).toBe(100);
    const entries = await entriesOf(ona.id);
    expect(entries.map((e) => [e.kind, e.delta, e.balanceAfter, e.createdAt.toISOString().slice(0, 10)])).toEqual([
      ['import', 100, 100, expect.any(String)],
      ['import', 150, 250, '2023-01-05'],
      ['import', -50, 200, '2023-03-01'],
      ['import', -100, 100, expect.any(String)],
    ]);
    expect(entries[1]!.title).toEqual({ en: 'Welcome', lt: 'Welcome' });
    expect(await checkBalances(t.database.db)).toEqual([]);

    // The member reads the lines at their own dates, after what happened since, page by page.
    const pages = [0, 2, 4].map((start_from) => historyPage(t.database.db, ona.id, { start_from, length: 2 }, { lang: 'en', fallback: 'en' }));
    const dates = (await Promise.all(pages)).flatMap((p) => p.list.map((e) => `${e.type}:${e.points}@${String(e.created_at).slice(0, 10)}`));
    expect(dates.slice(0, 2)).toEqual([expect.stringMatching(/^redemption:100@/), expect.stringMatching(/^achievement:100@/)]);
    expect(dates.slice(2)).toEqual(['redemption:50@2023-03-01', 'achievement:150@2023-01-05']);

    const again = await importFile(csv, 'history');
    expect(again).toMatchObject({ status: 'done', created: 0, unchanged: 2, problem_rows: 0 });
    expect(await entriesOf(ona.id)).toHaveLength(4);

    const changed = await dryRun(csv.replace('-50,Coffee', '-60,Coffee'), 'history');
    expect(changed.problems.map((p) => p.code)).toEqual(['history_sum', 'history_sum']);
  });

  it('a line that was imported with other points is reported, not posted again', async () => {
    await importFile([MEMBERS, 'H-4,Rūta,+37060070004,30'].join('\n'), 'members');
    await importFile([HISTORY, 'H-4,a,2022-05-05,30,'].join('\n'), 'history');
    await importFile([MEMBERS, 'H-4,Rūta,+37060070004,40'].join('\n'), 'members');
    const report = await dryRun([HISTORY, 'H-4,a,2022-05-06,30,', 'H-4,b,2022-06-01,10,'].join('\n'), 'history');
    expect(report.problems.map((p) => `${p.line}:${p.code}`)).toEqual(['2:line_changed']);
    expect(report.created).toBe(1);
  });

  it('keeps the running balance at or above what the member has, whatever the order of the lines', () => {
    const line = (n: number, day: string, points: number) => ({ line: n, externalRef: 'X', lineRef: String(n), day, points, description: null });
    const spentMore = memberEntries(1, 0, [line(2, '2023-01-01', -80), line(3, '2023-02-01', 30)]);
    expect(spentMore.map((e) => [e.delta, e.balance_after])).toEqual([[30, 30], [50, 80], [-80, 0]]);
    expect(memberEntries(1, 5, [line(2, '2023-02-01', -10), line(3, '2023-01-01', 40)]).map((e) => e.balance_after)).toEqual([45, 35, 5]);
  });

  it('refuses a history file without its columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/imports?kind=history',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: 'external_id,balance\nH-1,5\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ImportHeaderMissing' });
  });
});
