// CSV exports: UTF-8 with a BOM, every cell quoted, formulas defused, dates ISO; the member list's
// filters and sort honoured across many keyset pages (the same rows in the same order as the list);
// the audit log's filters; till purchases, prizes, promo codes and the reports; each export written to
// the audit log; roles; and a million rows stream with bounded memory, the first bytes out long before
// the last row is made.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { csvStream } from '../../server/services/exports/csv-stream';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { createPrize, createPromoCode, expectError, givePoints, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
const BOM = '\uFEFF';
const MANY = 2500;

const csvOf = async (url: string, staff: Pick<SignedInStaff, 'headers'> = admin) => {
  const res = await consoleCall(t, 'GET', `/exports/${url}`, staff.headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(res.body.startsWith(BOM)).toBe(true);
  return res.body.slice(1).trimEnd().split('\n');
};
const idsOf = (lines: string[]) => lines.slice(1).map((line) => Number(/^"(\d+)"/.exec(line)![1]));

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  const db = t.database.db;
  await db.insert(users).values([
    { referralId: 'R-f1', externalId: 'x-f1', firstName: '=HYPERLINK("http://evil.example","x")', lastName: 'Eglė', points: 7 },
    { referralId: 'R-f2', externalId: 'x-f2', firstName: '@SUM(A1)', lastName: 'O"Brien, Jr.', points: 8 },
    { referralId: 'R-f3', externalId: 'x-f3', firstName: '+370', lastName: '-minus', points: 9, deactivatedAt: new Date('2026-01-02T03:04:05.678Z') },
  ]);
  // Many members joined at the very same instant: the pages must break their tie by id, not skip or repeat.
  await db.execute(sql`insert into users (referral_id, external_id, first_name, last_name, points, created_at)
    select 'R-m' || i, 'x-m' || i, 'Member', 'No ' || (i % 97), (i * 37) % 1000, '2025-06-01T12:00:00.123456Z'::timestamptz
    from generate_series(1, ${MANY}) i`);
});

afterAll(async () => {
  await t?.close();
});

describe('the member list as CSV', () => {
  it('is UTF-8 with a BOM, every cell quoted, formulas defused, quotes doubled, dates ISO', async () => {
    const lines = await csvOf('members.csv?q=egle');
    expect(lines[0]).toBe('"id","customer_id","first_name","last_name","phone","email","points","joined_at","last_active_at","deactivated_at"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"\d+","","'=HYPERLINK\(""http:\/\/evil.example"",""x""\)","Eglė","","","7","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z","",""$/);
    const [, gone] = await csvOf('members.csv?status=deactivated');
    expect(gone).toContain('"\'+370","\'-minus"');
    expect(gone).toContain('"9"');
    expect(gone).toContain('"2026-01-02T03:04:05.678Z"');
    const [, quote] = await csvOf('members.csv?q=brien');
    expect(quote).toContain('"\'@SUM(A1)","O""Brien, Jr."');
  });

  it('has every member the list has, in the list order, for each sort and across many pages', async () => {
    for (const [sort, order] of [['joined', 'desc'], ['points', 'asc'], ['name', 'asc'], ['last_active', 'desc']] as const) {
      const ids = idsOf(await csvOf(`members.csv?sort=${sort}&order=${order}`));
      expect(ids).toHaveLength(MANY + 3);
      expect(new Set(ids).size).toBe(MANY + 3);
      for (const page of [1, 7]) {
        const res = await consoleCall(t, 'GET', `/members?sort=${sort}&order=${order}&page=${page}&page_size=200`, admin.headers);
        const listed = (res.json() as { members: { id: number }[] }).members.map((m) => m.id);
        expect(ids.slice((page - 1) * 200, page * 200), `${sort} ${order} page ${page}`).toEqual(listed);
      }
    }
  });

  it('honours the filters and writes the export to the audit log with them', async () => {
    const lines = await csvOf('members.csv?points_min=990&points_max=999&sort=points&order=desc');
    const res = await consoleCall(t, 'GET', '/members?points_min=990&points_max=999&sort=points&order=desc&page_size=200', admin.headers);
    const list = res.json() as { total: number; members: { id: number }[] };
    expect(idsOf(lines)).toEqual(list.members.map((m) => m.id));
    expect(list.total).toBe(lines.length - 1);
    const audit = await consoleCall(t, 'GET', '/audit?action=export&entity_id=members&page_size=1', admin.headers);
    const [entry] = (audit.json() as { entries: { staff_id: number; after: Record<string, unknown> }[] }).entries;
    expect(entry).toMatchObject({ staff_id: admin.id, after: { points_min: 990, points_max: 999, sort: 'points', order: 'desc' } });
  });

  it('is for admins only', async () => {
    const editor = await staffWithRole(t, 'editor');
    for (const name of ['members', 'audit', 'till-purchases']) expectError(await consoleCall(t, 'GET', `/exports/${name}.csv`, editor.headers), 403, 'Forbidden');
    expect((await consoleCall(t, 'GET', '/exports/members.csv')).statusCode).toBe(401);
    expectError(await consoleCall(t, 'GET', '/exports/members.csv?sort=nonsense', admin.headers), 400, 'ValidationError');
  });
});

describe('other lists and reports as CSV', () => {
  it('the audit log with its filters', async () => {
    const lines = await csvOf('audit.csv?action=export');
    expect(lines[0]).toBe('"id","created_at","staff_id","staff_email","action","entity_type","entity_id","before","after"');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"\d+","\d{4}-[^"]+Z","\d+","[^"]+","export","export","[a-z-]+","","\{/);
  });

  it('till purchases with the amount exact, prizes and promo codes (for editors too)', async () => {
    const member = await signUp(t, 'Till', 'Buyer');
    const buy = await consoleCall(t, 'POST', '/till/purchases', { ...admin.headers, 'idempotency-key': 'csv-buy' }, { member_id: member.id, amount: 12.5, receipt_number: '=R-1' });
    expect(buy.statusCode, buy.body).toBe(200);
    const till = await csvOf('till-purchases.csv');
    expect(till).toHaveLength(2);
    expect(till[1]).toContain(`"${member.id}"`);
    expect(till[1]).toContain('"\'=R-1","12.50"');
    expect(await csvOf('till-purchases.csv?from=2020-01-01&to=2020-12-31')).toHaveLength(1);

    await createPrize(t, { name: { en: 'Coffee, large', lt: 'Kava, didelė' }, value: 120 });
    await createPromoCode(t, { code: 'SPRING', points: 15 });
    const editor = await staffWithRole(t, 'editor');
    const prizes = await csvOf('prizes.csv', editor);
    expect(prizes[1]).toMatch(/^"\d+","Coffee, large","120","","true","true","30","/);
    const lt = await consoleCall(t, 'GET', '/exports/prizes.csv?lang=lt', editor.headers);
    expect(lt.body).toContain('"Kava, didelė"');
    const promo = await csvOf('promo-codes.csv', editor);
    expect(promo[1]).toMatch(/^"\d+","SPRING","15","false","","","[^"]+","0"$/);
  });

  it('the reports as the page shows them', async () => {
    const member = await signUp(t, 'Report', 'Reader');
    await givePoints(t, member, 70);
    const month = new Date().toISOString().slice(0, 7);
    const json = (await consoleCall(t, 'GET', `/reports?from=2025-01&to=${month}`, admin.headers)).json() as { months: Record<string, unknown>[] };
    const lines = await csvOf(`report-points.csv?from=2025-01&to=${month}`);
    expect(lines[0]).toBe('"month","issued","redeemed","expired","adjusted","outstanding"');
    expect(lines.slice(1)).toEqual(json.months.map((m) => ['month', 'issued', 'redeemed', 'expired', 'adjusted', 'outstanding'].map((k) => `"${m[k]}"`).join(',')));
    expect((await csvOf(`report-prizes.csv?from=2025-01&to=${month}`))[0]).toBe('"from_month","to_month","prize_id","prize","redemptions","points"');
    expect((await csvOf('report-challenges.csv'))[0]).toBe('"challenge_id","challenge","seen","accepted","completed","collected"');
    expectError(await consoleCall(t, 'GET', '/exports/report-points.csv?from=2025-05&to=2025-01', admin.headers), 400, 'ValidationError');
  });
});

describe('the API document', () => {
  it('lists each export with its query, and the reports', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, { get?: { parameters?: { name: string }[]; responses?: Record<string, { content?: Record<string, unknown> }> } }> };
    for (const name of ['members', 'audit', 'till-purchases', 'prizes', 'promo-codes', 'report-points', 'report-prizes', 'report-challenges'])
      expect(doc.paths[`/api/console/exports/${name}.csv`]?.get, name).toBeTruthy();
    expect(doc.paths['/api/console/exports/members.csv']!.get!.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'status', 'sort', 'order']));
    expect(doc.paths['/api/console/reports']?.get?.parameters?.map((p) => p.name)).toEqual(['from', 'to']);
  });
});

describe('streaming', () => {
  it('sends a million rows with bounded memory, the first bytes long before the last row is made', async () => {
    const ROWS = 1_000_000;
    let made = 0;
    async function* rows() {
      for (let i = 0; i < ROWS; i++) {
        made++;
        yield { id: i, name: `Member ${i}`, when: new Date(1_700_000_000_000 + i) };
      }
    }
    let madeAtFirstChunk = -1;
    let bytes = 0;
    let lines = 0;
    let mostAhead = 0;
    const stream = csvStream([{ key: 'id', header: 'id' }, { key: 'name', header: 'name' }, { key: 'when', header: 'when' }], rows());
    for await (const chunk of stream) {
      if (madeAtFirstChunk < 0) madeAtFirstChunk = made;
      const text = String(chunk);
      bytes += Buffer.byteLength(text);
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
      // Rows made but not yet taken by the client are all the export holds: the source waits for a slow client.
      mostAhead = Math.max(mostAhead, made - lines);
      if (lines % 100_000 < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(40_000_000);
    expect(madeAtFirstChunk).toBeLessThan(1_000);
    // The file is over 40 MB; never more than a few thousand rows (a few hundred KB) are held at once.
    expect(mostAhead).toBeLessThan(5_000);
  }, 120_000);
});
