// Every database function has one current home, server/db/functions/<name>.sql: a migrated database
// holds exactly those functions with exactly those bodies, a stale one is put back by migrating, and
// every CHECK constraint (the money's last guard) is listed in docs/money.md.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FUNCTIONS, differences, functionFiles } from '../../server/db/functions';
import { createUser } from '../../server/services/members/users';
import { credit } from '../../server/services/economy/ledger';
import { createTestApp, type TestApp } from './helpers';

describe('database functions and rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inDatabase = async () => (await t.database.executeSql(DATABASE_FUNCTIONS)).rows as Array<{ name: string; body: string }>;

  it('a migrated database has every function of server/db/functions, each as its file says, and no other', async () => {
    const rows = await inDatabase();
    expect(differences(rows)).toEqual([]);
    expect(rows.map((row) => row.name).sort()).toEqual(functionFiles().map((file) => file.name));
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['post_points', 'send_points', 'redeem_prize', 'issue_reward', 'claim_effect']));
  });

  it('names a function that differs from its file or has none, and migrating puts the file back', async () => {
    await t.database.executeSql(`CREATE OR REPLACE FUNCTION post_points(p_user integer, p_delta integer, p_earned integer, p_kind text,
      p_title jsonb, p_achievement integer, p_prize integer, p_reward integer, p_counterparty integer, p_partner_key integer)
      RETURNS TABLE(before_points integer, after_points integer, earned_total integer, entry_id bigint) LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'stale'; END; $$`);
    await t.database.executeSql(`CREATE FUNCTION stray_rule() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$`);
    expect(differences(await inDatabase())).toEqual([
      { name: 'post_points', problem: 'differs from its file' },
      { name: 'stray_rule', problem: 'has no file' },
    ]);
    await t.database.executeSql('DROP FUNCTION stray_rule()');

    await t.database.migrate();
    expect(differences(await inDatabase())).toEqual([]);
    const member = await createUser(t.app.db, { phone: '37064009901' });
    const posted = await credit(t.app.db, { userId: member.id, points: 5, kind: 'manual_award', title: { en: 'Back', lt: 'Atgal' } });
    expect(posted.balance).toBe(5);
  });

  it('lists every CHECK constraint of the database in docs/money.md', async () => {
    const { rows } = await t.database.executeSql(
      `select conname as name from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace order by 1`,
    );
    const names = (rows as Array<{ name: string }>).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['users_points_not_negative', 'points_ledger_balance_not_negative', 'prizes_items_left_not_negative']));
    const doc = readFileSync('docs/money.md', 'utf8');
    expect(names.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
