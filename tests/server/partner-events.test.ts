// POST /api/partner/events: the partner API key, naming the user (phone, external id or its hash),
// validation, and the progress of the user's accepted event challenges.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerEvents, users } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, PARTNER, signUpUser } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const send = (payload: unknown, headers: Record<string, string> = PARTNER) =>
  t.app.inject({ method: 'POST', url: '/api/partner/events', headers, payload: payload as Record<string, unknown> });

describe('POST /api/partner/events', () => {
  it('rejects a missing or wrong API key with 401 InvalidApiKey, before looking at the body', async () => {
    const user = await signUpUser(t);
    for (const headers of [{}, { authorization: 'Bearer wrong-key' }, { authorization: 'demo-partner-key' }, user.headers]) {
      const res = await send({ event: 'x', phone: user.phone }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('InvalidApiKey');
      expect((await send({}, headers)).statusCode).toBe(401);
    }
    const rows = await t.database.db.select().from(partnerEvents).where(eq(partnerEvents.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('validates the body, naming the field', async () => {
    const user = await signUpUser(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: user.phone }, 'event'],
      [{ event: 'x' }, 'user_external_id'],
      [{ event: 'x', phone: user.phone, quantity: 0 }, 'quantity'],
      [{ event: 'x', phone: user.phone, quantity: 'many' }, 'quantity'],
      [{ event: 'x', phone: user.phone, occurred_at: 'yesterday' }, 'occurred_at'],
      [{ event: 'x', phone: user.phone, occurred_at: new Date(Date.now() + 3600_000).toISOString() }, 'occurred_at'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field });
    }
  });

  it('answers 404 UserNotFound for an unknown user', async () => {
    for (const body of [{ event: 'x', phone: '37069999999' }, { event: 'x', user_external_id: 'nobody' }]) {
      const res = await send(body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('UserNotFound');
    }
  });

  it('names the user by phone (with or without +), external id, or the external id hash of getUserData', async () => {
    const user = await signUpUser(t);
    const [row] = await t.database.db.select({ externalId: users.externalId }).from(users).where(eq(users.id, user.id));
    const hash = createHash('sha256').update(row!.externalId).digest('hex');
    expect((await api(t, user).get('getUserData')).body.user_external_id_hash).toBe(hash);
    for (const who of [{ phone: `+${user.phone}` }, { user_external_id: row!.externalId }, { user_external_id: hash.toUpperCase() }]) {
      const res = await send({ event: 'visit', ...who });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ accepted: true, event_id: expect.any(Number), progressed: [] });
    }
    const rows = await t.database.db.select().from(partnerEvents).where(eq(partnerEvents.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.event === 'visit' && r.quantity === 1)).toBe(true);
  });

  it('records an event once per Idempotency-Key', async () => {
    const user = await signUpUser(t);
    const headers = { ...PARTNER, 'idempotency-key': `till-42-${user.id}` };
    const first = await send({ event: 'purchase', phone: user.phone, quantity: 3 }, headers);
    const second = await send({ event: 'purchase', phone: user.phone, quantity: 3 }, headers);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = await t.database.db.select().from(partnerEvents).where(eq(partnerEvents.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('progresses accepted quantitative challenges of the named event only', async () => {
    const spend = await createChallenge(t, { type: 'api_event_quantitative', progressDivisor: 50, rules: { event: 'km_walked' } });
    const otherEvent = await createChallenge(t, { type: 'api_event_quantitative', progressDivisor: 50, rules: { event: 'km_cycled' } });
    const notAccepted = await createChallenge(t, { type: 'api_event_quantitative', progressDivisor: 50, rules: { event: 'km_walked' } });
    const user = await signUpUser(t);
    const c = api(t, user);
    await c.accept(spend.id);
    await c.accept(otherEvent.id);

    const first = await send({ event: 'km_walked', phone: user.phone, quantity: 20 });
    expect(first.json().progressed).toEqual([{ challenge_id: spend.id, progress_dividend: 20, progress_divisor: 50, completed: false }]);
    const card = (await c.list()).find((x) => x.id === spend.id);
    expect(card).toMatchObject({ progress_dividend: 20, progress_divisor: 50, state: 'default' });
    expect((await c.get(`getUserChallenge/${notAccepted.id}`)).body.progress_dividend).toBe(0);

    const second = await send({ event: 'km_walked', phone: user.phone, quantity: 30 });
    expect(second.json().progressed).toEqual([{ challenge_id: spend.id, progress_dividend: 50, progress_divisor: 50, completed: true }]);
    const achievements = await c.get('getUserNotCollectedAchievements');
    expect(achievements.body.map((a: { challenge_id: number }) => a.challenge_id)).toEqual([spend.id]);

    // Completed challenges are not moved again.
    expect((await send({ event: 'km_walked', phone: user.phone, quantity: 5 })).json().progressed).toEqual([]);
  });
});
