// A members file imported again: it changes only the details its first line names, and only those that
// differ from what the last import brought over, so a file with fewer columns wipes nothing and the same
// file again undoes no edit the member or an operator made since; an e-mail it changes is unconfirmed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, type SignedInStaff } from './console-helpers';
import { signUp } from './economy-helpers';
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

const FULL = 'external_id,first_name,last_name,phone,email,language,customer_id,balance';

describe('a members file imported again', () => {
  it('with fewer columns, keeps the details it does not name', async () => {
    await calls.importFile(['external_id,first_name,last_name,email,language,customer_id,balance', 'F1,Jonas,Jonaitis,jonas@example.com,lt,CUSTF1,100'].join('\n'));
    const same = await calls.importFile('external_id,customer_id,balance\nF1,CUSTF1,100');
    expect(same).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 1 });
    const kept = { firstName: 'Jonas', lastName: 'Jonaitis', email: 'jonas@example.com', language: 'lt', customerId: 'CUSTF1' };
    expect(await calls.memberOf('F1')).toMatchObject({ ...kept, points: 100 });

    const more = await calls.importFile('external_id,customer_id,balance\nF1,CUSTF1,150');
    expect(more).toMatchObject({ updated: 1, unchanged: 0 });
    expect(await calls.memberOf('F1')).toMatchObject({ ...kept, points: 150 });
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('with neither a phone nor a customer id column, updates members already there and reports new ones', async () => {
    await calls.importFile('external_id,phone,balance\nG1,+37060070001,10');
    const report = await calls.importFile('external_id,balance\nG1,25\nG2,5');
    expect(report).toMatchObject({ created: 0, updated: 1 });
    expect(report.problems.map((p) => `${p.line}:${p.column}:${p.code}`)).toEqual(['3:phone:no_sign_in']);
    expect(await calls.memberOf('G1')).toMatchObject({ phone: '37060070001', points: 25 });
    expect(await calls.memberOf('G2')).toBeNull();
  });

  it('unchanged, keeps what an operator changed since (a phone too); a changed detail is the only one written', async () => {
    const file = [FULL, 'H1,Ona,Onaitė,+37060080001,ona@example.com,lt,CUSTH1,40'].join('\n');
    await calls.importFile(file);
    const member = (await calls.memberOf('H1'))!;
    const edit = { first_name: 'Onutė', email: 'onute@example.com', phone: '+37060080009' };
    const edited = await consoleCall(t, 'POST', `/members/${member.id}/profile`, admin.headers, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    const edits = { firstName: 'Onutė', email: 'onute@example.com', phone: '37060080009' };
    // The phone the member left is someone else's now: the file's unchanged phone is not theirs to take.
    await signUp(t, 'Kita', 'Narė', '37060080001');

    const again = await calls.importFile(file);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, problem_rows: 0 });
    expect(await calls.memberOf('H1')).toMatchObject({ ...edits, lastName: 'Onaitė', points: 40 });

    const renamed = await calls.importFile(file.replace('Onaitė', 'Petraitienė'));
    expect(renamed).toMatchObject({ updated: 1 });
    expect(await calls.memberOf('H1')).toMatchObject({ ...edits, lastName: 'Petraitienė' });
  });

  it('unconfirms an e-mail it changes, and only then', async () => {
    const file = [FULL, 'K1,Rasa,Kairė,+37060090001,rasa@example.com,lt,,0'].join('\n');
    await calls.importFile(file);
    const { id } = (await calls.memberOf('K1'))!;
    const confirmedAt = new Date('2024-01-02T03:04:05Z');
    await t.database.db.update(users).set({ emailConfirmedAt: confirmedAt }).where(eq(users.id, id));

    await calls.importFile(file.replace('Kairė', 'Dešinė'));
    expect(await calls.memberOf('K1')).toMatchObject({ lastName: 'Dešinė', email: 'rasa@example.com', emailConfirmedAt: confirmedAt });

    await calls.importFile(file.replace('rasa@example.com', 'rasa.k@example.com'));
    expect(await calls.memberOf('K1')).toMatchObject({ email: 'rasa.k@example.com', emailConfirmedAt: null });
  });
});
