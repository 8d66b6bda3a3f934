// Importing members from another programme's CSV: the dry run reports each row's problem and writes no
// member, the import is idempotent by external id, balances arrive through the ledger, progress is
// polled, bad files are 400s with an error_code, and imported members sign in by phone.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedMembers, pointsLedger, pointsLots, users } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PHONE_COUNTRY: 'LT', SIGNUP_BONUS_POINTS: '0' });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const upload = (csv: string | Buffer, headers = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/console/imports?file_name=members.csv',
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });

interface ImportView {
  id: number;
  status: string;
  total_rows: number;
  rows_done: number;
  problem_rows: number;
  problems: Array<{ line: number; column: string | null; code: string; message: string }>;
  created: number;
  updated: number;
  unchanged: number;
}

async function settled(id: number): Promise<ImportView> {
  for (let i = 0; i < 200; i++) {
    const res = await consoleCall(t, 'GET', `/imports/${id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as ImportView;
    if (!['checking', 'importing'].includes(view.status)) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
}

async function dryRun(csv: string) {
  const res = await upload(csv);
  expect(res.statusCode, res.body).toBe(200);
  return settled(res.json().id);
}

async function importFile(csv: string) {
  const checked = await dryRun(csv);
  expect(checked.status).toBe('checked');
  const run = await consoleCall(t, 'POST', `/imports/${checked.id}/run`, admin.headers);
  expect(run.statusCode, run.body).toBe(200);
  return settled(checked.id);
}

const HEADER = 'external_id,first_name,last_name,phone,email,language,customer_id,joined,balance';
const memberOf = async (ref: string) => {
  const [link] = await t.database.db.select().from(importedMembers).where(eq(importedMembers.externalRef, ref));
  if (!link) return null;
  const [user] = await t.database.db.select().from(users).where(eq(users.id, link.userId));
  return user!;
};

describe('member import', () => {
  it('dry run: reports each row with its line and column, and writes no member', async () => {
    const taken = await signUp(t, 'Taken');
    const csv = [
      HEADER,
      'A-1,Eglė,Žemaitytė,8 600 10001,egle@example.test,lt,CARD-1,2024-03-01,120',
      'A-2,Bad,Phone,12ab,,en,,2024-03-01,10',
      'A-3,Bad,Balance,+37060010003,not-an-email,xx,,2024-13-01,-5',
      'A-1,Twice,Same,+37060010004,,,,,0',
      `A-5,Taken,Phone,+${taken.phone},,,,,0`,
      'A-6,No,Way,,,,,,0',
      'A-7,Short,Line',
    ].join('\n');
    const before = await t.database.db.$count(users);
    const report = await dryRun(csv);
    expect(report.status).toBe('checked');
    expect(report.rows_done).toBe(7);
    expect(report.created).toBe(1);
    const where = report.problems.map((p) => `${p.line}:${p.column}:${p.code}`);
    expect(where).toEqual([
      '3:phone:phone',
      '4:email:email',
      '4:language:language',
      '4:joined:date',
      '4:balance:balance',
      '5:external_id:duplicate_in_file',
      '6:phone:phone_taken',
      '7:phone:no_sign_in',
      '8:null:columns',
    ]);
    expect(report.problem_rows).toBe(6);
    expect(report.problems[0]!.message).toMatch(/phone/i);
    expect(await t.database.db.$count(users)).toBe(before);
    expect(await memberOf('A-1')).toBeNull();
  });

  it('imports, re-imports the same file without a change, and updates a changed row without doubling points', async () => {
    const csv = [HEADER, 'B-1,Rūta,Kazlauskienė,+37060020001,ruta@example.test,lt,CARD-B1,2023-05-04,250', 'B-2,Jonas,,860020002,,en,,,0'].join('\n');
    const first = await importFile(csv);
    expect(first).toMatchObject({ status: 'done', created: 2, updated: 0, problem_rows: 0 });
    const ruta = (await memberOf('B-1'))!;
    expect(ruta).toMatchObject({ firstName: 'Rūta', phone: '37060020001', customerId: 'CARD-B1', language: 'lt', points: 250 });
    expect(ruta.createdAt.toISOString().slice(0, 10)).toBe('2023-05-04');
    expect((await memberOf('B-2'))!.phone).toBe('37060020002');

    const again = await importFile(csv);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2 });
    expect((await memberOf('B-1'))!.points).toBe(250);

    const changed = csv.replace('ruta@example.test,lt,CARD-B1,2023-05-04,250', 'ruta.k@example.test,lt,CARD-B1,2023-05-04,300');
    const third = await importFile(changed);
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const after = (await memberOf('B-1'))!;
    expect(after).toMatchObject({ email: 'ruta.k@example.test', points: 300 });
    const entries = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, after.id));
    expect(entries.map((e) => [e.kind, e.delta])).toEqual([
      ['import', 250],
      ['import', 50],
    ]);
    expect(await checkBalances(t.database.db)).toEqual([]);

    // Brought-over points are lots like any earning, so they expire and are spent oldest first; a lower
    // balance takes points out of them.
    const inLots = async () =>
      (await t.database.db.select().from(pointsLots).where(eq(pointsLots.userId, after.id))).reduce((n, lot) => n + lot.remaining, 0);
    expect(await inLots()).toBe(300);
    const lowered = await importFile(changed.replace('2023-05-04,300', '2023-05-04,120'));
    expect(lowered).toMatchObject({ updated: 1 });
    expect((await memberOf('B-1'))!.points).toBe(120);
    expect(await inLots()).toBe(120);
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('shows progress while it runs, and lists the imports after a reload', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `C-${i},Member,${i},+3706003${String(i).padStart(4, '0')},,,,,${i % 7}`);
    const upload1 = await upload([HEADER, ...rows].join('\n'));
    expect(upload1.statusCode, upload1.body).toBe(200);
    expect(upload1.json()).toMatchObject({ status: 'checking', total_rows: 2500 });
    const done = await importFile([HEADER, ...rows].join('\n'));
    expect(done).toMatchObject({ status: 'done', total_rows: 2500, rows_done: 2500, created: 2500 });
    const list = await consoleCall(t, 'GET', '/imports', admin.headers);
    expect(list.json().imports[0]).toMatchObject({ id: done.id, status: 'done' });
    const refs = await t.database.db.select().from(importedMembers).where(inArray(importedMembers.externalRef, ['C-6', 'C-2499']));
    expect(refs.map((r) => r.balance).sort()).toEqual([2499 % 7, 6].sort());
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('refuses a bad file with a 400 and its error_code', async () => {
    const latin1 = Buffer.from(`${HEADER}\nD-1,J\xfcrgen,,+37060040001,,,,,0\n`, 'latin1');
    expect((await upload(latin1)).json()).toMatchObject({ error_code: 'ImportEncoding' });
    expect((await upload(latin1)).statusCode).toBe(400);
    const noHeader = await upload('D-1,Jonas,,+37060040001,,,,,0\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({ error_code: 'ImportHeaderMissing' });
    const unknown = await upload('external_id,balance,favourite_colour\nD-1,0,red\n');
    expect(unknown.json()).toMatchObject({ error_code: 'ImportUnknownColumns' });
    expect((await upload('')).statusCode).toBe(400);
    const huge = await upload(Buffer.alloc(33 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error_code).toBeTruthy();
    const till = await staffWithRole(t, 'till');
    expect((await upload(`${HEADER}\n`, till.headers)).statusCode).toBe(403);
  });

  it('an imported member signs in with the phone from the file and keeps the balance', async () => {
    await importFile([HEADER, 'E-1,Ona,,+37060050001,,lt,,,75'].join('\n'));
    const login = await t.app.inject({ method: 'POST', url: '/api/user-side/loginUserByPhone', remoteAddress: '10.77.0.1', payload: { phone: '860050001' } });
    expect(login.statusCode, login.body).toBe(200);
    const code = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=37060050001' })).json()[0].code as string;
    const verify = await t.app.inject({ method: 'POST', url: '/api/user-side/verifySmsCode', remoteAddress: '10.77.0.1', payload: { phone: '37060050001', code } });
    expect(verify.statusCode, verify.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, '37060050001'));
    expect(row!.points).toBe(75);
  });
});
