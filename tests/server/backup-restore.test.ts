// The backup procedure of docs/operations.md on PostgreSQL: pg_dump -Fc of a database with points
// activity, then scripts/restore-check.sh restores it into a fresh database and checks every balance
// against its ledger sum; a balance broken before the dump is reported, with a non-zero exit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { credit, debit } from '../../server/services/economy/ledger';
import { createUser } from '../../server/services/members/users';
import { createScratchDatabase } from './helpers';

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('backup-restore.test.ts skipped: set TEST_DATABASE_URL (PostgreSQL only)');

const title = { en: 'Backup drill', lt: 'Atsarginė kopija' };

describe.skipIf(!pgUrl)('backup and restore (pg_dump, scripts/restore-check.sh)', () => {
  let database: Database;
  let source: { url: string; drop(): Promise<void> };
  let dir = '';
  const members: number[] = [];

  const dump = (file: string) => {
    const done = spawnSync('pg_dump', ['-Fc', '-f', file, source.url], { encoding: 'utf8' });
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    return file;
  };
  const restoreCheck = (file: string) =>
    spawnSync('bash', ['scripts/restore-check.sh', file, pgUrl!], { encoding: 'utf8', timeout: 120_000 });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backup-restore-'));
    source = await createScratchDatabase(pgUrl!, 'backup');
    database = await openDatabase({ url: source.url, dataDir: null });
    for (let i = 0; i < 3; i += 1) {
      members.push((await createUser(database.db, { phone: `3706900${String(i).padStart(4, '0')}` })).id);
    }
    const [a, b, c] = members as [number, number, number];
    await database.db.transaction(async (tx) => {
      await credit(tx, { userId: a, points: 120, kind: 'achievement', title });
      await credit(tx, { userId: b, points: 40, kind: 'manual_award', title });
      await debit(tx, { userId: a, points: 30, kind: 'redemption', title });
      await debit(tx, { userId: a, points: 25, kind: 'points_transfer', title, counterpartyUserId: b });
      await credit(tx, { userId: b, points: 25, kind: 'points_transfer', title, counterpartyUserId: a });
    });
    await database.db.transaction((tx) => credit(tx, { userId: c, points: 7, kind: 'achievement', title }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump into a fresh database where every balance equals its ledger sum', () => {
    const checked = restoreCheck(dump(path.join(dir, 'good.dump')));
    expect(checked.stderr).toBe('');
    expect(checked.stdout).toContain('restore-check: OK: 3 members, 6 ledger rows; every balance equals its ledger sum');
    expect(checked.status).toBe(0);
  });

  it('reports a broken balance with a non-zero exit', async () => {
    const broken = members[1]!;
    await database.db.execute(sql`update users set points = points + 5 where id = ${broken}`);
    const checked = restoreCheck(dump(path.join(dir, 'broken.dump')));
    expect(checked.stdout).toContain(`user ${broken}: balance 70, ledger sum 65 (off by 5)`);
    expect(checked.stdout).toContain('FAILED: 1 of 3 members');
    expect(checked.status).toBe(1);
  });

  it('exits 2 when the dump cannot be restored', () => {
    const checked = restoreCheck(path.join(dir, 'missing.dump'));
    expect(checked.status).toBe(2);
  });
});
