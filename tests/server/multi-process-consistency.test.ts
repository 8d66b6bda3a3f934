// Two server processes on one PostgreSQL database and one Redis, as the reference deployment runs
// them: a scheduled push goes out once, an Idempotency-Key sent to both at once is applied once,
// transfers between the same members from both are each applied once, and a change made on one
// reaches the other's caches and the members' open streams there.
// Runs with TEST_DATABASE_URL (CI's PostgreSQL step) and Redis on 127.0.0.1:6379.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { json, PARTNER_KEY, pgUrl, post, signInOn, pairForBlock } from './multi-process-fixtures';
import type { ServerProcess } from './support/server-process';

// Redis database 1: multi-process-start-and-sign-in.test.ts, which may run beside this file, counts its limits in 0.
const REDIS_URL = 'redis://127.0.0.1:6379/1';

describe.skipIf(!pgUrl)('several processes on one database and Redis', { timeout: 240_000 }, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  pairForBlock(REDIS_URL, (pair) => ({ a, b, databaseUrl } = pair));

  const signIn = signInOn(() => a);

  it('sends a scheduled news push once, though both processes run the jobs', async () => {
    const redis = new Redis(REDIS_URL);
    const stale = await redis.keys('loyalty-rl:*');
    if (stale.length) await redis.del(...stale);
    redis.disconnect();
    const phone = '37061270001';
    await post(`${b.url}/api/user-side/loginUserByPhone`, { phone, name: 'Ona', surname: 'Push' });
    const outbox = (await (await fetch(`${b.url}/api/dev/outbox?to=${phone}`)).json()) as Array<{ code: string }>;
    const { token } = (await json(await post(`${b.url}/api/user-side/verifySmsCode`, { phone, code: outbox[0]!.code }))) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await post(`${a.url}/api/user-side/acceptTerms`, {}, auth)).status).toBe(200);
    expect((await post(`${a.url}/api/user-side/savePushToken`, { token: 'device-token-1', user_agent: 'test' }, auth)).status).toBe(200);

    const title = `Double points ${randomBytes(3).toString('hex')}`;
    const publishedAt = new Date(Date.now() + 3000).toISOString();
    const news = await post(
      `${a.url}/api/partner/news`,
      { title, intro: 'All week', body: '<p>All week.</p>', published_at: publishedAt },
      { authorization: `Bearer ${PARTNER_KEY}` },
    );
    expect(news.status, await news.clone().text()).toBe(200);
    expect(await json(news)).toMatchObject({ announced: false });

    const pushed = () => (a.output() + b.output()).split('\n').filter((line) => line.includes(`push \\"${title}`) || line.includes(`push "${title}`));
    const deadline = Date.now() + 30_000;
    while (pushed().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    // Several more ticks of both schedules.
    await new Promise((r) => setTimeout(r, 4000));
    expect(pushed()).toHaveLength(1);
  });

  it('lists on every process a challenge published on one, though each keeps the programme in memory', async () => {
    const member = await signIn('37061280003');
    const names = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}/api/user-side/getUserChallenges?start_from=0`, { headers: member });
      return ((await res.json()) as { challenges: Array<{ name: string }> }).challenges.map((c) => c.name);
    };
    // Both have read (and keep) the programme as it was.
    for (const server of [a, b]) expect(await names(server)).not.toContain('Visit the new shop');
    const created = await post(
      `${a.url}/api/partner/challenges`,
      { type: 'link', name: 'Visit the new shop', description: 'On Main Street', points: 5, sort_order: -1, custom_data: { url: 'https://example.com/shop' } },
      { authorization: `Bearer ${PARTNER_KEY}` },
    );
    expect(created.status, await created.clone().text()).toBe(200);
    expect(await names(a)).toContain('Visit the new shop');
    await expect.poll(() => names(b), { timeout: 2_000, interval: 20 }).toContain('Visit the new shop');
  });

  it("tells a member's stream on one process that a partner event on the other moved their challenge", async () => {
    const member = await signIn('37061280004');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      `insert into challenges (type, name, description, points, custom_data, rules, progress_divisor, sort_order)
       values ('api_event_quantitative', '{"en":"Walk 10 km"}', '{"en":"With the app"}', 5, '{}', '{"event":"mp_km"}', 10, -2)
       returning id`,
    );
    await client.end();
    const accept = () => post(`${a.url}/api/user-side/acceptUserChallenge`, { challenge_id: rows[0]!.id }, member).then((r) => r.status);
    await expect.poll(accept, { timeout: 2_000, interval: 50 }).toBe(200);

    const controller = new AbortController();
    const stream = await fetch(`${b.url}/api/user-side/liveUpdates`, { headers: member, signal: controller.signal });
    let text = '';
    const reading = (async () => {
      const reader = stream.body!.getReader();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    await expect.poll(() => text, { timeout: 2_000, interval: 20 }).toContain('retry:');
    const moved = await post(`${a.url}/api/partner/events`, { event: 'mp_km', phone: '37061280004', quantity: 4 }, { authorization: `Bearer ${PARTNER_KEY}` });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await expect.poll(() => text, { timeout: 3_000, interval: 20 }).toContain('event: challenges');
    controller.abort();
    await reading;
  });

  it('applies each Idempotency-Key once when its repeats reach both processes at the same time', async () => {
    const phone = '37061280005';
    const member = await signIn(phone);
    const points = async () => (await (await fetch(`${a.url}/api/user-side/getUserPoints`, { headers: member })).json()) as number;
    const before = await points();
    const partner = { authorization: `Bearer ${PARTNER_KEY}` };
    // Several keys at once, so that each process claims and answers them in batches, and every key on both.
    const keys = Array.from({ length: 8 }, (_, i) => `mp-award-${randomBytes(4).toString('hex')}-${i}`);
    const answers = await Promise.all(
      keys.map((key) =>
        Promise.all(
          [a, b].map(async (server) => {
            const res = await post(`${server.url}/api/partner/points`, { phone, points: 3, title: 'Visit' }, { ...partner, 'idempotency-key': key });
            return { status: res.status, body: (await res.json()) as { balance: number } };
          }),
        ),
      ),
    );
    for (const [first, second] of answers) {
      expect(first!.status, JSON.stringify(first!.body)).toBe(200);
      expect(second!.body).toEqual(first!.body);
    }
    // One award per key: every key's answer names another balance.
    expect(new Set(answers.map(([first]) => first!.body.balance)).size).toBe(keys.length);
    expect(await points()).toBe(before + 3 * keys.length);
  });

  it('moves points between the same members from both processes at once: each transfer once, balances equal to the ledger', async () => {
    const redis = new Redis(REDIS_URL);
    const stale = await redis.keys('loyalty-rl:*');
    if (stale.length) await redis.del(...stale);
    redis.disconnect();
    // Four members sending to each other both ways round, so that transfers on one process wait for rows
    // the other process holds.
    const phones = ['37061280011', '37061280012', '37061280013', '37061280014'];
    const members: Array<{ phone: string; headers: Record<string, string> }> = [];
    for (const phone of phones) {
      const headers = await signIn(phone);
      expect((await fetch(`${a.url}/api/user-side/acceptTerms`, { method: 'POST', headers })).status).toBe(200);
      const award = await post(`${b.url}/api/partner/points`, { phone, points: 100, title: 'Start' }, { authorization: `Bearer ${PARTNER_KEY}` });
      expect(award.status).toBe(200);
      members.push({ phone, headers });
    }
    const balanceOf = async (member: (typeof members)[number]) =>
      (await (await fetch(`${a.url}/api/user-side/getUserPoints`, { headers: member.headers })).json()) as number;
    const before = await Promise.all(members.map(balanceOf));
    const transfers = Array.from({ length: 48 }, (_, i) => ({
      server: i % 2 ? a : b,
      from: i % 4,
      to: ((i % 4) + (i % 3 === 0 ? 3 : 1)) % 4,
      key: `mp-transfer-${randomBytes(4).toString('hex')}-${i}`,
    }));
    const answers = await Promise.all(
      transfers.map(async ({ server, from, to, key }) => {
        const res = await post(
          `${server.url}/api/user-side/transferPoints`,
          { recipient_phone: members[to]!.phone, points: 2 },
          { ...members[from]!.headers, 'idempotency-key': key },
        );
        return { status: res.status, body: await res.text() };
      }),
    );
    for (const answer of answers) expect(answer.status, answer.body).toBe(200);
    const moved = (index: number) =>
      2 * (transfers.filter((t) => t.to === index).length - transfers.filter((t) => t.from === index).length);
    expect(await Promise.all(members.map(balanceOf))).toEqual(before.map((balance, index) => balance + moved(index)));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select u.points, (select sum(delta) from points_ledger l where l.user_id = u.id)::int as ledger
           from users u where u.phone = any($1) order by u.phone`,
        [phones],
      );
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(row.points).toBe(row.ledger);
    } finally {
      await client.end();
    }
  });
});
