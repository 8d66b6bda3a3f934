// Upgrading a database: drizzle's migrator applies only the migrations dated after the newest one a
// database has recorded (the journal's `when`), so a migration dated before its predecessor would be
// skipped by every database that stopped just before it. 0034 and 0036 once were: they are dated in
// order now, and may run again on a database that has them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/migrations';

interface Entry {
  idx: number;
  when: number;
  tag: string;
}
type Journal = { entries: Entry[] } & Record<string, unknown>;

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
/** The dates 0034 and 0036 had before they were put in order. */
const OLD_DATES: Record<string, number> = { '0034_webhooks': 1797000909841, '0036_import_history': 1795952645367 };

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the migrations folder whose journal ends at `lastTag`, with `dates` in place of the journal's. */
function migrationsUpTo(lastTag: string, dates: Record<string, number> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  folders.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  const entries = journal.entries.slice(0, last + 1).map((entry) => ({ ...entry, when: dates[entry.tag] ?? entry.when }));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function tables(db: ReturnType<typeof drizzle>, names: string[]): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name in ${names} order by 1`);
  return rows.rows.map((row) => row.name);
}

describe('upgrading a database', () => {
  it('the journal dates every migration after the one before it', () => {
    const outOfOrder = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
    expect(outOfOrder).toEqual([]);
  });

  it('a database that stopped at 0033 gets 0034 and every later migration', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0033_segments') });
    expect(await tables(db, ['webhook_events', 'imported_history_lines'])).toEqual([]);
    await migrate(db, { migrationsFolder });
    expect(await tables(db, ['webhook_events', 'imported_history_lines'])).toEqual(['imported_history_lines', 'webhook_events']);
    await client.close();
  }, 60_000);

  it('a database migrated while 0034 and 0036 had their old dates upgrades, running them again harmlessly', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0036_import_history', OLD_DATES) });
    await db.execute(sql`insert into webhook_events (public_id, type, payload) values ('evt_kept', 'member.joined', '{}')`);
    await migrate(db, { migrationsFolder });
    const kept = await db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_events where public_id = 'evt_kept'`);
    expect(kept.rows[0]!.n).toBe(1);
    // 0037 applied: the open lots' index in the order the transfers walk them.
    const index = await db.execute<{ def: string }>(sql`select indexdef as def from pg_indexes where indexname = 'points_lots_open_user_idx'`);
    expect(index.rows[0]!.def).toContain('(user_id, expires_at, id)');
    await client.close();
  }, 60_000);
});
