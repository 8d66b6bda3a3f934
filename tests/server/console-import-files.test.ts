// Members files as spreadsheets save them: ';' or tabs for ',', a byte-order mark and CRLF, empty cells at
// the end of the first line, quotes inside values that are not quoted; a file that still cannot be read
// fails its dry run with a code and a line (no English from the reader) and cannot be imported.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberImports } from '../../server/db/schema';
import { ADMIN, ADMIN_ENV, signInAs, type SignedInStaff } from './console-helpers';
import { createTestApp, type TestApp } from './helpers';
import { importCalls } from './import-helpers';

let t: TestApp;
let admin: SignedInStaff;
let calls: ReturnType<typeof importCalls>;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PHONE_COUNTRY: 'LT', SIGNUP_BONUS_POINTS: '0' });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
  calls = importCalls(t, () => admin);
});
afterAll(() => t.close());

const problemsOf = (view: { problems: Array<{ line: number; column: string | null; code: string }> }) => view.problems.map((p) => `${p.line}:${p.column}:${p.code}`);

describe('spreadsheet files', () => {
  it('reads a file separated by semicolons, with a byte-order mark and CRLF', async () => {
    const csv = Buffer.from('\uFEFFexternal_id;first_name;customer_id;balance\r\nS1;Saulė;CUSTS1;12\r\nS2;"Rūta; Ona";CUSTS2;7\r\n');
    const done = await calls.importFile(csv);
    expect(done).toMatchObject({ status: 'done', created: 2, problem_rows: 0 });
    expect(await calls.memberOf('S1')).toMatchObject({ firstName: 'Saulė', customerId: 'CUSTS1', points: 12 });
    expect(await calls.memberOf('S2')).toMatchObject({ firstName: 'Rūta; Ona' });
  });

  it('reads a file separated by tabs', async () => {
    const done = await calls.importFile('external_id\tcustomer_id\tbalance\nS3\tCUSTS3\t4\n');
    expect(done).toMatchObject({ status: 'done', created: 1, problem_rows: 0 });
    expect(await calls.memberOf('S3')).toMatchObject({ customerId: 'CUSTS3', points: 4 });
  });

  it('ignores empty cells at the end of the first line, and the empty cells under them', async () => {
    const report = await calls.dryRun('external_id,customer_id,balance,,\nT1,CUSTT1,5,,\nT2,CUSTT2,6\nT3,CUSTT3,7,x,\n');
    expect(report).toMatchObject({ status: 'checked', created: 2 });
    expect(problemsOf(report)).toEqual(['4:null:columns']);
  });
});

describe('quotes', () => {
  it('reads a quote inside a value that is not quoted as part of it', async () => {
    const csv = 'external_id,first_name,last_name,phone,balance\nX1,Ona,Ok,+37061111111,10\nX2,Jo"nas,Bad,+37061111112,20\nX3,=HYPERLINK("http://x"),Link,+37061111113,1';
    const done = await calls.importFile(csv);
    expect(done).toMatchObject({ status: 'done', created: 3, problem_rows: 0, failure: null, failure_code: null });
    expect(await calls.memberOf('X2')).toMatchObject({ firstName: 'Jo"nas', lastName: 'Bad', points: 20 });
    expect(await calls.memberOf('X3')).toMatchObject({ firstName: '=HYPERLINK("http://x")' });
  });

  it('a quoted value never closed fails the dry run with a code and the line it starts at, and the file cannot be imported', async () => {
    const report = await calls.dryRun('external_id,first_name,customer_id,balance\nU1,Ona,CUSTU1,1\n\nU2,"Jonas,CUSTU2,2\nU3,Petras,CUSTU3,3\n');
    expect(report).toMatchObject({ status: 'failed', failure_code: 'quote_not_closed', failure_line: 4 });
    expect(report.failure).not.toContain('Quote Not Closed');
    const run = await calls.run(report.id);
    expect(run.statusCode).toBe(409);
    expect(run.json()).toMatchObject({ error_code: 'ImportNotReady' });
    expect(await calls.memberOf('U1')).toBeNull();
  });

  it('an import that stopped may be started again; a dry run that stopped may not', async () => {
    const report = await calls.dryRun('external_id,customer_id,balance\nV1,CUSTV1,9\n');
    const stop = (failureCode: 'check_stopped' | 'import_stopped') =>
      t.database.db.update(memberImports).set({ status: 'failed', failureCode }).where(eq(memberImports.id, report.id));
    await stop('check_stopped');
    expect((await calls.run(report.id)).statusCode).toBe(409);
    await stop('import_stopped');
    expect((await calls.run(report.id)).statusCode).toBe(200);
    expect(await calls.settled(report.id)).toMatchObject({ status: 'done', created: 1, failure_code: null });
  });
});
