// The programme `npm run bench:scale` measures, seeded in a scratch database with generate_series:
// `members` members, 20 ledger rows and 20 points lots each (one due today), 200 challenges with five
// user states per member, a reward per ten members and a push token per member. It runs on a
// connection of its own without the server's 60 s statement timeout. The two tables of 20 rows per
// member are bulk loads: their secondary indexes are built after the rows, and foreign-key and
// webhook triggers are off for that one statement (session_replication_role), the rows being right by
// construction; with both, a million members took longer than the timeout allowed for the ledger alone.
import pg from 'pg';

export const LEDGER_ROWS_PER_MEMBER = 20;
export const CHALLENGES = 200;

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** Inserts rows into `table` with its secondary indexes dropped and its triggers off, then rebuilds the indexes. */
async function bulkLoad(client: pg.Client, table: string, insert: string) {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  await client.query('set session_replication_role = replica');
  try {
    await client.query(insert);
  } finally {
    await client.query('set session_replication_role = origin');
  }
  for (const index of indexes) await client.query(index.definition);
}

export async function seedScale(url: string, members: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`  ${label}: ${seconds(started)}`);
  };
  const run = (text: string) => client.query(text);
  try {
    await run(`set maintenance_work_mem = '512MB'`);
    await run('set synchronous_commit = off');
    await step(`${members.toLocaleString('en')} members`, () =>
      run(`insert into users (phone, first_name, last_name, referral_id, external_id, language, terms_accepted_at,
              points, total_points_earned, created_at)
            select '37' || lpad(n::text, 9, '0'), 'Member', 'No ' || n, 'S' || n, 'scale-' || n,
              case when n % 3 = 0 then 'lt' else 'en' end, now() - interval '1 day' * (n % 400),
              ${LEDGER_ROWS_PER_MEMBER * 50}, ${LEDGER_ROWS_PER_MEMBER * 50}, now() - interval '1 day' * (n % 400)
            from generate_series(1, ${members}) n`),
    );
    await step(`${(members * LEDGER_ROWS_PER_MEMBER).toLocaleString('en')} ledger rows (indexes built after)`, () =>
      bulkLoad(client, 'points_ledger', `insert into points_ledger (user_id, delta, balance_after, kind, title, created_at)
            select u.id, 50, 50 * k, case when k % 4 = 0 then 'manual_award' else 'achievement' end,
              '{"en": "Scale points", "lt": "Taškai"}'::jsonb, now() - interval '1 hour' * (k * 97 + u.id % 1000)
            from users u cross join generate_series(1, ${LEDGER_ROWS_PER_MEMBER}) k where u.external_id like 'scale-%'`),
    );
    // A bulk load is not a posting: record each member's latest activity as post_points would have
    // (the ledger row k = 1 is each member's latest).
    await step('member activity', () =>
      run(`with recorded as (
              insert into member_activity (user_id, last_active_at)
              select u.id, now() - interval '1 hour' * (97 + u.id % 1000) from users u
              where u.external_id like 'scale-%' returning last_active_at)
            insert into member_activity_changes (day, members)
            select (last_active_at at time zone 'UTC')::date, count(*) from recorded group by 1`),
    );
    await step(`${CHALLENGES} challenges`, () =>
      run(`insert into challenges (type, name, description, points, custom_data, rules, sort_order, reward_type)
            select 'link', jsonb_build_object('en', 'Scale challenge ' || n), '{"en": "Open the link"}'::jsonb, 10,
              '{"url": "https://example.com"}'::jsonb, '{}'::jsonb, 10000 + n, 'points'
            from generate_series(1, ${CHALLENGES}) n`),
    );
    // Five consecutive scale challenges per member, starting at a place the member's id chooses.
    await step('user states (5 challenges per member)', () =>
      run(`with c as (select array_agg(id order by id) as ids from challenges where sort_order >= 10000)
            insert into user_challenges (user_id, challenge_id, status, accepted_at, updated_at)
            select u.id, c.ids[1 + u.id % ${CHALLENGES - 5} + k], case when (u.id + c.ids[1 + u.id % ${CHALLENGES - 5} + k]) % 3 = 0
              then 'completed' else 'accepted' end, now(), now()
            from users u cross join c cross join generate_series(0, 4) k where u.external_id like 'scale-%'`),
    );
    await step('rewards (one per ten members)', () =>
      run(`insert into rewards (user_id, prize_id, reward_code, code_media, barcode_type)
            select u.id, (select id from prizes order by id limit 1), 'SCALE' || u.id, 'code', 'code128'
            from users u where u.external_id like 'scale-%' and u.id % 10 = 0`),
    );
    // Each ledger row's lot (50 points); the first expired an hour ago (one day's lots: one per member), the others later.
    await step(`${(members * LEDGER_ROWS_PER_MEMBER).toLocaleString('en')} points lots (one per member due today; indexes built after)`, () =>
      bulkLoad(client, 'points_lots', `insert into points_lots (user_id, amount, remaining, available_at, expires_at)
            select u.id, 50, 50, now() - interval '400 days',
              case when k = 1 then now() - interval '1 hour' else now() + interval '1 day' * k * 17 end
            from users u cross join generate_series(1, ${LEDGER_ROWS_PER_MEMBER}) k where u.external_id like 'scale-%'`),
    );
    await step('push tokens (one per member)', () =>
      run(`insert into push_tokens (user_id, token) select id, 'scale-token-' || id from users where external_id like 'scale-%'`),
    );
    await step('ANALYZE', () => run('analyze'));
  } finally {
    await client.end();
  }
}
