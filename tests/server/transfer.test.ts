// transferPoints: both sides in one transaction, both histories, every error, and 50 parallel
// transfers that never make a balance negative nor change the sum of all balances.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { balanceOf, expectError, get, givePoints, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const transfer = (from: Member, to: { phone: string }, points: unknown) =>
  post(t, from, 'transferPoints', { recipient_phone: to.phone, points });

describe('transferPoints', () => {
  it('names a member without a name by a masked phone, and a name by its first name and upper-case initial', async () => {
    const sender = await signUp(t, ' ūla ', ' šimkutė');
    const nameless = await signUp(t, 'Nobody', 'Yet');
    await t.database.db.execute(sql`update ${users} set first_name = null, last_name = null where id = ${nameless.id}`);
    await givePoints(t, sender, 10);
    const res = await transfer(sender, nameless, 5);
    expect(res.statusCode, res.body).toBe(200);
    const masked = `+${nameless.phone.slice(0, 4)}${'*'.repeat(nameless.phone.length - 7)}${nameless.phone.slice(-3)}`;
    expect(res.json().recipient_name).toBe(masked);
    expect(masked).toMatch(/^\+\d{4}\*+\d{3}$/);
    const received = (await get(t, nameless, 'getUserHistoryLog?length=1')).json().list[0];
    expect(received.title).toBe('Points received from ūla Š.');

    // A name with JSON's own characters in it stays the name in the title.
    await t.database.db.execute(sql`update ${users} set first_name = ${'Jo "Q" \\ {name}'} where id = ${sender.id}`);
    expect((await transfer(sender, nameless, 1)).statusCode).toBe(200);
    const quoted = (await get(t, nameless, 'getUserHistoryLog?length=1')).json().list[0];
    expect(quoted.title).toBe('Points received from Jo "Q" \\ {name} Š.');
  });

  it('moves points and writes both histories naming the other person', async () => {
    const ona = await signUp(t, 'Ona', 'Jonaitė');
    const petras = await signUp(t, 'Petras', 'Petraitis');
    await givePoints(t, ona, 70);
    const res = await post(t, ona, 'transferPoints', { recipient_phone: `+${petras.phone}`, points: 40 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, balance: 60, recipient_name: 'Petras P.' });
    expect(await balanceOf(t, petras)).toBe(70);

    const sent = (await get(t, ona, 'getUserHistoryLog?length=1')).json().list[0];
    expect(sent).toMatchObject({ type: 'redemption', points: 40, source_type: 'points_transfer', title: 'Points sent to Petras P.' });
    const received = (await get(t, petras, 'getUserHistoryLog?length=1')).json().list[0];
    expect(received).toMatchObject({
      type: 'achievement',
      points: 40,
      source_type: 'points_transfer',
      title: 'Points received from Ona J.',
    });
    const lt = (await get(t, petras, 'getUserHistoryLog?length=1&lang=lt')).json().list[0];
    expect(lt.title).toBe('Gauti taškai iš: Ona J.');

    // Received points are not earnings: the lifetime total stays as it was.
    const total = await get(t, petras, 'getUserTotalPointsEarned');
    expect(total.json()).toBe(30);
  });

  it('answers RecipientNotFound, CannotTransferToSelf and TransferNotPossible', async () => {
    const member = await signUp(t);
    const friend = await signUp(t);
    expectError(await transfer(member, { phone: '37069999999' }, 1), 404, 'RecipientNotFound');
    expectError(await transfer(member, member, 1), 400, 'CannotTransferToSelf');
    expectError(await transfer(member, friend, 31), 400, 'TransferNotPossible');
    expect(await balanceOf(t, member)).toBe(30);
    expect(await balanceOf(t, friend)).toBe(30);
  });

  it('tells a member who cannot send nothing about who is a member: the same answer either way', async () => {
    const prober = await signUp(t, 'Probe', 'Er');
    const member = await signUp(t, 'Ona', 'Narė');
    const known = await transfer(prober, member, 1_000);
    const unknown = await transfer(prober, { phone: '37069999998' }, 1_000);
    expect([known.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(known.json()).toEqual(unknown.json());
    expect(known.body).not.toContain('Ona');
  });

  it('previewTransfer names the recipient only for a transfer the sender may make, and moves nothing', async () => {
    const ona = await signUp(t, 'Ona', 'Jonaitė');
    const petras = await signUp(t, 'Petras', 'Petraitis');
    const preview = (to: { phone: string }, points: number) =>
      post(t, ona, 'previewTransfer', { recipient_phone: to.phone, points });

    const allowed = await preview(petras, 30);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toEqual({ recipient_name: 'Petras P.', recipient_phone: petras.phone });
    expect([await balanceOf(t, ona), await balanceOf(t, petras)]).toEqual([30, 30]);

    // More than the sender has: the same answer for a member and a stranger, and no name.
    const tooMuchKnown = await preview(petras, 31);
    const tooMuchUnknown = await preview({ phone: '37069999997' }, 31);
    expectError(tooMuchKnown, 400, 'TransferNotPossible');
    expect(tooMuchKnown.json()).toEqual(tooMuchUnknown.json());
    expect(tooMuchKnown.body).not.toContain('Petras');

    expectError(await preview({ phone: '37069999997' }, 1), 404, 'RecipientNotFound');
    expectError(await preview(ona, 1), 400, 'CannotTransferToSelf');
  });

  it('limits transfer attempts per member', async () => {
    const eager = await signUp(t);
    const statuses: number[] = [];
    for (let n = 0; n < 22; n++) statuses.push((await transfer(eager, { phone: `3706999${String(n).padStart(4, '0')}` }, 1)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another member keeps their own allowance.
    const other = await signUp(t);
    expect((await transfer(other, { phone: '37069990000' }, 1)).statusCode).toBe(404);
  });

  it('rejects bad input naming the field', async () => {
    const member = await signUp(t);
    const friend = await signUp(t);
    const cases: [unknown, string][] = [
      [{ recipient_phone: friend.phone }, 'points'],
      [{ recipient_phone: friend.phone, points: 0 }, 'points'],
      [{ recipient_phone: friend.phone, points: -5 }, 'points'],
      [{ recipient_phone: friend.phone, points: 2.5 }, 'points'],
      [{ recipient_phone: friend.phone, points: '10' }, 'points'],
      [{ recipient_phone: friend.phone, points: 100_001 }, 'points'],
      [{ points: 1 }, 'recipient_phone'],
      [{ recipient_phone: 'call me', points: 1 }, 'recipient_phone'],
      [{ recipient_phone: '123', points: 1 }, 'recipient_phone'],
    ];
    for (const [payload, field] of cases) {
      const body = expectError(await post(t, member, 'transferPoints', payload), 400, 'ValidationError');
      expect(body.message, JSON.stringify(payload)).toContain(field);
    }
  });

  it('50 parallel transfers never make a balance negative and keep the sum of all balances', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(t, `Trader${i}`, 'Busy')));
    for (const m of members) await givePoints(t, m, 70); // 100 each
    const sumBefore = await sumOfBalances();
    const moves = Array.from({ length: 50 }, (_, i) => {
      const from = members[i % 5]!;
      const to = members[(i * 3 + 1) % 5]!;
      return { from, to: from === to ? members[(i + 1) % 5]! : to, points: 15 + ((i * 7) % 40) };
    });
    const answers = await Promise.all(moves.map((m) => transfer(m.from, m.to, m.points)));
    for (const a of answers) {
      if (a.statusCode !== 200) expectError(a, 400, 'TransferNotPossible');
    }
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(answers.some((a) => a.statusCode !== 200)).toBe(true);
    const balances = await Promise.all(members.map((m) => balanceOf(t, m)));
    for (const b of balances) expect(b).toBeGreaterThanOrEqual(0);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(500);
    expect(await sumOfBalances()).toBe(sumBefore);
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('opposite transfers between two users at the same time do not deadlock', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? transfer(a, b, 1) : transfer(b, a, 1))),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect((await balanceOf(t, a)) + (await balanceOf(t, b))).toBe(60);
  });
});

async function sumOfBalances(): Promise<number> {
  const [row] = await t.database.db.select({ sum: sql<string>`sum(${users.points})` }).from(users);
  return Number(row!.sum);
}
