// Console sign-in failures and lock-outs leave a trace (audit log and app log, never the password), and
// the lock-out stops a guesser without letting a stranger lock staff out: failures count per (e-mail,
// IP) and per IP, in the database, so two app instances on one database see the same locks.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { loggerOptions } from '../../server/logger';
import { createStaff } from '../../server/services/staff/accounts';
import { createScratchDatabase, onPostgres, openMigratedPglite } from './helpers';

const TILL = { email: 'till-7@example.test', password: 'the-tills-own-password' };
const ADMIN = { email: 'boss-7@example.test', password: 'the-admins-own-password' };
const WRONG = 'wrong-password-never-logged';

let databases: Database[] = [];
let first: App;
let second: App;
let dropDatabase: (() => Promise<void>) | undefined;
const lines: string[] = [];

/** Two app instances on one database: on PostgreSQL each with its own pool, on PGlite sharing the handle. */
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: './.tmp/no-static', STAFF_SIGN_INS_PER_IP_PER_10_MIN: '1000' });
  if (onPostgres()) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'lockout');
    dropDatabase = scratch.drop;
    databases = [await openDatabase({ url: scratch.url, dataDir: null }), await openDatabase({ url: scratch.url, dataDir: null, migrate: false })];
  } else {
    const database = await openMigratedPglite();
    databases = [database, database];
  }
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const build = (database: Database) => buildApp({ config, database, logger: { ...loggerOptions('info'), stream } });
  [first, second] = await Promise.all([build(databases[0]!), build(databases[1]!)]);
  await Promise.all([first.ready(), second.ready()]);
  await createStaff(databases[0]!.db, { ...TILL, role: 'till' });
  await createStaff(databases[0]!.db, { ...ADMIN, role: 'admin' });
}, 60_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  for (const database of new Set(databases)) await database.close();
  await dropDatabase?.();
});

const signIn = (app: App, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/console/sign-in', remoteAddress, payload: { email, password } });
const codeOf = (res: { json: () => unknown }) => (res.json() as { error_code?: string }).error_code;
const audits = (action: string) => databases[0]!.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('staff sign-in lock-out', () => {
  it('locks the e-mail at the guessing address only: the till signs in from its own address, on either instance', async () => {
    for (let i = 0; i < 5; i++) expect(codeOf(await signIn(i % 2 ? first : second, TILL.email, WRONG, '10.66.0.1'))).toBe('InvalidCredentials');
    for (const app of [first, second]) {
      const locked = await signIn(app, TILL.email, TILL.password, '10.66.0.1');
      expect(locked.statusCode).toBe(429);
      expect(codeOf(locked)).toBe('SignInLocked');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    const elsewhere = await signIn(second, TILL.email, TILL.password, '10.66.0.2');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('records the failures, the lock-out and the success in the audit log and the app log, never the password', async () => {
    const failed = await audits('staff.sign_in_failed');
    expect(failed.filter((a) => (a.after as { ip: string }).ip === '10.66.0.1')).toHaveLength(5);
    expect(failed[0]).toMatchObject({ entityType: 'staff_sign_in', after: { email: TILL.email, ip: '10.66.0.1', reason: 'wrong_password' } });
    expect(failed[0]!.staffId).toEqual(expect.any(Number));
    const lockouts = await audits('staff.sign_in_locked');
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ after: { email: TILL.email, ip: '10.66.0.1', scope: 'pair', minutes: 15 } });
    expect(await audits('staff.sign_in')).toEqual([expect.objectContaining({ after: expect.objectContaining({ ip: '10.66.0.2' }) })]);

    const log = lines.join('');
    expect(log.match(/staff sign-in failed/g)).toHaveLength(5);
    expect(log).toContain('staff sign-in locked for this e-mail from this address');
    expect(log).toContain('staff sign-in refused: locked out');
    expect(log).toContain('staff signed in');
    const rows = await databases[0]!.db.select().from(auditLog);
    expect(JSON.stringify(rows) + log).not.toContain(WRONG);
    expect(JSON.stringify(rows) + log).not.toContain(TILL.password);
  });

  it('records an e-mail that names no account, without a staff id', async () => {
    expect(codeOf(await signIn(first, 'nobody-7@example.test', WRONG, '10.66.0.3'))).toBe('InvalidCredentials');
    const failed = (await audits('staff.sign_in_failed')).filter((a) => (a.after as { ip: string }).ip === '10.66.0.3');
    expect(failed).toEqual([expect.objectContaining({ staffId: null, after: { email: 'nobody-7@example.test', ip: '10.66.0.3', reason: 'unknown_email' } })]);
  });

  it('locks an address that guesses at many e-mails, and nobody elsewhere', async () => {
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 20; i++) answers.push(codeOf(await signIn(i % 2 ? first : second, `probe-${i}@example.test`, WRONG, '10.66.0.4')));
    expect(answers.every((c) => c === 'InvalidCredentials')).toBe(true);
    expect(codeOf(await signIn(first, ADMIN.email, ADMIN.password, '10.66.0.4'))).toBe('SignInLocked');
    expect((await signIn(second, ADMIN.email, ADMIN.password, '10.66.0.5')).statusCode).toBe(200);
    const lockouts = (await audits('staff.sign_in_locked')).filter((a) => (a.after as { ip: string }).ip === '10.66.0.4');
    expect(lockouts).toEqual([expect.objectContaining({ after: expect.objectContaining({ scope: 'ip' }) })]);
  });

  it('checks no more than 5 passwords of one e-mail from one address when 20 attempts come at once to both instances', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? first : second, ADMIN.email, WRONG, '10.66.0.6')));
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 'InvalidCredentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'SignInLocked')).toHaveLength(15);
    expect((await signIn(first, ADMIN.email, ADMIN.password, '10.66.0.7')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins towards the address limit', async () => {
    for (let i = 0; i < 25; i++) expect((await signIn(i % 2 ? first : second, ADMIN.email, ADMIN.password, '10.66.0.8')).statusCode).toBe(200);
  });
});
