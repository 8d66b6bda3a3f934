// Idempotency-Key (plugins/idempotency.ts): a repeat returns the first answer and changes nothing,
// even when the repeats arrive at the same time.
import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEffectClaim } from '../../server/db/effect-claim';
import { queryRows } from '../../server/db/rows';
import { idempotencyKeys, pointsLedger, rewards } from '../../server/db/schema';
import { purgeExpired } from '../../server/services/ops/purge';
import { balanceOf, createPrize, expectError, givePoints, PARTNER, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (k: string) => ({ 'idempotency-key': k });

describe('Idempotency-Key', () => {
  it('the same key twice creates one reward and replays the first answer', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 500);
    const prize = await createPrize(t, { value: 100, itemsLeft: 10 });
    const first = await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('redeem-1'));
    const second = await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('redeem-1'));
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const owned = await t.database.db.select().from(rewards).where(eq(rewards.userId, member.id));
    expect(owned).toHaveLength(1);
    expect(await balanceOf(t, member)).toBe(430);

    // A new key is a new purchase.
    const third = await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('redeem-2'));
    expect(third.statusCode).toBe(200);
    expect(third.json().id).not.toBe(first.json().id);
  });

  it('the hourly purge forgets keys older than a week, and a forgotten key is a new request', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 500);
    const prize = await createPrize(t, { value: 100, itemsLeft: 10 });
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('old-week'))).statusCode).toBe(200);
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('this-week'))).statusCode).toBe(200);
    const mine = eq(idempotencyKeys.userId, member.id);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
      .where(and(mine, eq(idempotencyKeys.key, 'old-week')));
    await purgeExpired(t.database.db);
    const kept = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(mine);
    expect(kept.map((k) => k.key)).toEqual(['this-week']);
    const again = await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('old-week'));
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select().from(rewards).where(eq(rewards.userId, member.id))).toHaveLength(3);
  });

  it('20 concurrent requests with one key run the handler once', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 500);
    const prize = await createPrize(t, { value: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t, member, 'redeemPrize', { prize_id: prize.id }, key('same-time'))),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'IdempotencyKeyInUse');
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.json().id)).size).toBe(1);
    const owned = await t.database.db.select().from(rewards).where(eq(rewards.userId, member.id));
    expect(owned).toHaveLength(1);
    expect(await balanceOf(t, member)).toBe(520);
  });

  it('claims and answers of concurrent requests, sent in batches, each reach their own key', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    for (const member of members) await givePoints(t, member, 500);
    const before = await Promise.all(members.map((member) => balanceOf(t, member)));
    const prize = await createPrize(t, { value: 10 });
    const calls = members.flatMap((member, m) => [0, 1, 2].map((n) => ({ member, k: `batch-${m}-${n}` })));
    const firsts = await Promise.all(calls.map(({ member, k }) => post(t, member, 'redeemPrize', { prize_id: prize.id }, key(k))));
    for (const first of firsts) expect(first.statusCode, first.body).toBe(200);
    expect(new Set(firsts.map((a) => a.json().id)).size).toBe(calls.length);
    const repeats = await Promise.all(calls.map(({ member, k }) => post(t, member, 'redeemPrize', { prize_id: prize.id }, key(k))));
    repeats.forEach((repeat, i) => {
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.json()).toEqual(firsts[i]!.json());
    });
    // Three purchases of 10 points each, whatever the member had.
    expect(await Promise.all(members.map((member) => balanceOf(t, member)))).toEqual(before.map((points) => points - 30));
  });

  it('replays error answers too, so a repeat never runs the rule twice', async () => {
    const member = await signUp(t);
    const prize = await createPrize(t, { value: 40 });
    expectError(await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('poor')), 400, 'NotEnoughPoints');
    await givePoints(t, member, 100);
    const repeat = await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('poor'));
    expectError(repeat, 400, 'NotEnoughPoints');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  });

  it('a key reused for another call or another payload is 400 IdempotencyKeyReused', async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    await givePoints(t, member, 100);
    const ok = await post(t, member, 'transferPoints', { recipient_phone: other.phone, points: 5 }, key('k1'));
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(await post(t, member, 'applyPromoCode', { code: 'NOPE' }, key('k1')), 400, 'IdempotencyKeyReused');
    expectError(
      await post(t, member, 'transferPoints', { recipient_phone: other.phone, points: 6 }, key('k1')),
      400,
      'IdempotencyKeyReused',
    );
    expect(await balanceOf(t, other)).toBe(35);
  });

  it('keys belong to one user: another user with the same key is served separately', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    const first = await post(t, a, 'transferPoints', { recipient_phone: c.phone, points: 10 }, key('shared'));
    const second = await post(t, b, 'transferPoints', { recipient_phone: c.phone, points: 10 }, key('shared'));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(t, c)).toBe(50);
  });

  it('rejects a bad header and works without one', async () => {
    const member = await signUp(t);
    const prize = await createPrize(t, { value: 1 });
    const body = expectError(
      await post(t, member, 'redeemPrize', { prize_id: prize.id }, key('x'.repeat(201))),
      400,
      'ValidationError',
    );
    expect(body.message).toContain('Idempotency-Key');
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id })).statusCode).toBe(200);
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id })).statusCode).toBe(200);
    expect(await balanceOf(t, member)).toBe(28);
  });

  it('partner points with a key are awarded once', async () => {
    const member = await signUp(t);
    const award = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/partner/points',
        headers: { ...PARTNER, ...key('till-42-receipt-7') },
        payload: { phone: member.phone, points: 15, title: 'Receipt 7' },
      });
    const answers = await Promise.all([award(), award(), award()]);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect((await award()).json()).toEqual({ success: true, points: 15, balance: 45 });
    const rows = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.id));
    expect(rows.filter((r) => r.kind === 'manual_award')).toHaveLength(1);
    // Partner keys are scoped per partner key, below the users' ids.
    const keys = await t.database.db.select().from(idempotencyKeys).where(lt(idempotencyKeys.userId, 0));
    expect(keys.map((k) => k.key)).toContain('till-42-receipt-7');
  });

  it('writes the claim and the answer without waiting for the disk, and only those', async () => {
    const member = await signUp(t);
    const db = t.database.db;
    const commitMode = async (on: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
      (await queryRows<{ synchronous_commit: string }>(on, sql`show synchronous_commit`))[0]!.synchronous_commit;
    expect(await commitMode(db)).toBe('on');
    // The claim turns synchronous commit off for its own transaction only (it is one statement in production).
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`select claim_idempotency_key(${member.id}::int, 'async-1', 'POST /x', '{}'::jsonb, 'token', 30)`);
      return commitMode(tx);
    });
    expect(inside).toBe('off');
    // What runs after it (the effect's transaction) commits with the server's setting again.
    expect(await commitMode(db)).toBe('on');
    await db.execute(sql`select store_idempotent_answer(${member.id}::int, 'async-1', 'token', 200, 'x', '{}'::jsonb)`);
    expect(await commitMode(db)).toBe('on');
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'async-1'));
    expect(stored?.statusCode).toBe(200);
  });

  it('one bookkeeping batch stores answers and makes claims together, returns only the claims it won, and does not wait for the disk', async () => {
    const member = await signUp(t);
    const db = t.database.db;
    const scope = member.id;
    await db.execute(sql`select claim_idempotency_key(${scope}::int, 'mixed-answered', 'POST /x', '{"f":"a"}'::jsonb, 'token-a', 30)`);
    await db.execute(sql`select claim_idempotency_key(${scope}::int, 'mixed-taken', 'POST /x', '{"f":"b"}'::jsonb, 'theirs', 30)`);
    const claims = [
      { scope, key: 'mixed-new', route: 'POST /x', response: { f: 'c' }, token: 'token-c' },
      { scope, key: 'mixed-taken', route: 'POST /x', response: { f: 'b' }, token: 'token-b' },
    ];
    const answers = [{ scope, key: 'mixed-answered', token: 'token-a', status: 201, f: 'a', body: { ok: true } }];
    const { won, commit } = await db.transaction(async (tx) => ({
      won: await queryRows<{ token: string }>(
        tx,
        sql`select token from idempotency_bookkeeping(${JSON.stringify(claims)}::jsonb, ${JSON.stringify(answers)}::jsonb, 30) as claimed(token)`,
      ),
      commit: (await queryRows<{ synchronous_commit: string }>(tx, sql`show synchronous_commit`))[0]!.synchronous_commit,
    }));
    expect(won.map((row) => row.token)).toEqual(['token-c']);
    expect(commit).toBe('off');
    const rows = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, scope));
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.get('mixed-answered')).toMatchObject({ statusCode: 201, response: { f: 'a', body: { ok: true } } });
    expect(byKey.get('mixed-new')).toMatchObject({ statusCode: null, claimToken: 'token-c', response: { f: 'c' } });
    expect(byKey.get('mixed-taken')).toMatchObject({ statusCode: null, claimToken: 'theirs' });
  });

  it("a transaction whose claim another request took over writes nothing and answers IdempotencyKeyInUse", async () => {
    const member = await signUp(t);
    const db = t.database.db;
    await db.execute(sql`select claim_idempotency_key(${member.id}::int, 'taken-1', 'POST /x', '{}'::jsonb, 'theirs', 30)`);
    const claim = { scope: member.id, key: 'taken-1', token: 'mine' };
    // The mark goes out with the transaction's statements; the transaction must still not commit them.
    const outcome = withEffectClaim(claim, () =>
      db.transaction(async (tx) => {
        await tx.insert(pointsLedger).values({ userId: member.id, delta: 5, balanceAfter: 5, kind: 'manual_award', title: { en: 'x' } });
        return 'ran';
      }),
    );
    await expect(outcome).rejects.toMatchObject({ errorCode: 'IdempotencyKeyInUse' });
    const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.id));
    expect(rows.filter((r) => r.delta === 5 && r.kind === 'manual_award')).toHaveLength(0);
    // With the claim its own, a run that fails answers with its own error.
    await db.execute(sql`select claim_idempotency_key(${member.id}::int, 'mine-1', 'POST /x', '{}'::jsonb, 'mine', 30)`);
    const failing = withEffectClaim({ ...claim, key: 'mine-1' }, () =>
      db.transaction(async () => {
        throw new Error('the run failed');
      }),
    );
    await expect(failing).rejects.toThrow('the run failed');
  });
});
