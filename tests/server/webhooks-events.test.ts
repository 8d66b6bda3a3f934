// Webhook events come from the source of truth: each is recorded by its real action in the transaction of
// the change (a failed action records nothing), only for endpoints that chose it, and the console's calls
// to register endpoints are admins' and validate the URL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, webhookDeliveries, webhookEvents } from '../../server/db/schema';
import { purgeOldWebhookEvents } from '../../server/services/webhooks/purge-old';
import { WEBHOOK_EVENT_TYPES } from '../../contract/console/webhook-events';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { createPrize, givePoints, post, signUp } from './economy-helpers';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp } from './user-session';

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await openApp({ ...ADMIN_ENV, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const register = (body: object) => consoleCall(t, 'POST', '/webhooks', admin.headers, body);

async function eventsOf(memberId: number) {
  const rows = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.userId, memberId)).orderBy(webhookEvents.id);
  return rows.map((r) => ({ type: r.type, payload: r.payload as { id: string; type: string; data: Record<string, unknown> } }));
}

describe('webhook events', () => {
  it('records nothing while no endpoint listens', async () => {
    const before = await t.database.db.$count(webhookEvents);
    const member = await signUp(t);
    await givePoints(t, member, 10);
    expect(await t.database.db.$count(webhookEvents)).toBe(before);
  });

  it('records each event type by its real action, once, with the member and the details', async () => {
    const created = await register({ url: 'http://127.0.0.1:9/all', description: 'CRM', events: [...WEBHOOK_EVENT_TYPES] });
    expect(created.statusCode, created.body).toBe(200);
    const only = await register({ url: 'http://127.0.0.1:9/points', events: ['points.adjusted'] });
    const all = created.json().endpoint.id as number;
    const pointsOnly = only.json().endpoint.id as number;

    const silver = await consoleCall(t, 'POST', '/tiers', { ...admin.headers, 'idempotency-key': 'webhook-tier-1' }, { name: { en: 'Silver', lt: 'Sidabrinis' }, threshold: 100, multiplier: 1 });
    expect(silver.statusCode, silver.body).toBe(200);
    const member = await signUp(t); // member.joined
    const ch = await createChallenge(t, { type: 'link', points: 40, customData: { url: 'https://example.com' } });
    const c = api(t, member);
    expect((await c.accept(ch.id)).status).toBe(200);
    const done = await c.complete(ch.id, {}); // challenge.completed
    expect(done.body.status).toBe('completed');
    expect((await c.post('collectUserAchievement', { achievement_id: done.body.achievement_id })).status).toBe(200); // achievement.collected
    await givePoints(t, member, 200, 'Partner bonus'); // points.adjusted (partner), then tier.changed (240 points reach Silver)
    const adjusted = await consoleCall(t, 'POST', `/members/${member.id}/points`, { ...admin.headers, 'idempotency-key': 'webhook-adjust-1' }, { points: -5, reason: 'Goodwill correction' });
    expect(adjusted.statusCode, adjusted.body).toBe(200); // points.adjusted (staff)
    const prize = await createPrize(t, { value: 100 });
    const redeemed = await post(t, member, 'redeemPrize', { prize_id: prize.id }); // reward.redeemed
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const used = await consoleCall(t, 'POST', `/till/rewards/${redeemed.json().reward_code}/use`, admin.headers); // reward.used
    expect(used.statusCode, used.body).toBe(200);

    const events = await eventsOf(member.id);
    expect(events.map((e) => e.type)).toEqual([
      'member.joined',
      'challenge.completed',
      'achievement.collected',
      'points.adjusted',
      'tier.changed',
      'points.adjusted',
      'reward.redeemed',
      'reward.used',
    ]);
    for (const e of events) {
      expect(e.payload.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(e.payload.type).toBe(e.type);
      expect(e.payload.data.member).toMatchObject({ id: member.id });
    }
    const data = (type: string, n = 0) => events.filter((e) => e.type === type)[n]!.payload.data;
    expect(data('challenge.completed')).toMatchObject({ challenge_id: ch.id });
    expect(data('achievement.collected')).toMatchObject({ achievement_id: done.body.achievement_id, challenge_id: ch.id, points: 40 });
    expect(data('points.adjusted', 0)).toMatchObject({ delta: 200, reason: { en: 'Partner bonus' } });
    expect(data('points.adjusted', 1)).toMatchObject({ delta: -5, partner_key_id: null });
    expect(data('reward.redeemed')).toMatchObject({ prize_id: prize.id, reward_id: redeemed.json().id });
    expect(data('reward.redeemed')).not.toHaveProperty('reward_code');
    expect(data('reward.used')).toMatchObject({ prize_id: prize.id });
    expect(data('tier.changed')).toMatchObject({ from_tier: { id: 1, threshold: 0 }, to_tier: { name: { en: 'Silver' }, threshold: 100 }, direction: 'up', reason: 'points' });

    // One delivery per chosen event and endpoint.
    const deliveries = await t.database.db.select().from(webhookDeliveries);
    const ids = new Set(events.map((e) => e.payload.id));
    const mine = await t.database.db.select({ d: webhookDeliveries, publicId: webhookEvents.publicId }).from(webhookDeliveries).innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId));
    expect(mine.filter((r) => ids.has(r.publicId) && r.d.endpointId === all)).toHaveLength(8);
    expect(mine.filter((r) => ids.has(r.publicId) && r.d.endpointId === pointsOnly)).toHaveLength(2);
    expect(deliveries.every((d) => d.state === 'pending')).toBe(true);

    // The secret is shown once and kept out of the audit log.
    const secret = created.json().secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(audit).toContain('webhook.create');
    expect(audit).not.toContain(secret.slice(6));
    const listed = await consoleCall(t, 'GET', '/webhooks', admin.headers);
    expect(listed.body).not.toContain(secret.slice(6));
    expect(listed.json().endpoints[0]).toMatchObject({ secret_hint: secret.slice(-4), pending: 8, events: [...WEBHOOK_EVENT_TYPES] });
  });

  it('records nothing for a change that rolls back, nor for a disabled endpoint', async () => {
    const member = await signUp(t);
    const before = (await eventsOf(member.id)).length;
    const dear = await createPrize(t, { value: 1_000_000 });
    expect((await post(t, member, 'redeemPrize', { prize_id: dear.id })).statusCode).toBe(400);
    expect(await eventsOf(member.id)).toHaveLength(before);

    const { endpoints } = (await consoleCall(t, 'GET', '/webhooks', admin.headers)).json() as { endpoints: Array<{ id: number }> };
    for (const e of endpoints) expect((await consoleCall(t, 'POST', `/webhooks/${e.id}`, admin.headers, { enabled: false })).statusCode).toBe(200);
    await givePoints(t, member, 5);
    expect(await eventsOf(member.id)).toHaveLength(before);
  });

  it('refuses bad endpoints with a reason, and non-admins', async () => {
    const bad = async (body: object, code: string) => {
      const res = await register(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error_code).toBe(code);
    };
    await bad({ url: 'ftp://example.com/hook', events: ['reward.used'] }, 'WebhookUrlInvalid');
    await bad({ url: 'not a url', events: ['reward.used'] }, 'WebhookUrlInvalid');
    await bad({ url: 'https://user:pw@example.com/hook', events: ['reward.used'] }, 'WebhookUrlInvalid');
    await bad({ url: 'https://example.com/hook', events: [] }, 'ValidationError');
    await bad({ url: 'https://example.com/hook', events: ['member.left'] }, 'ValidationError');
    expect((await consoleCall(t, 'POST', '/webhooks/999999/test', admin.headers)).statusCode).toBe(404);
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/console/webhooks', '/api/console/webhooks/{id}/deliveries/{delivery_id}/replay']));
    const editor = await staffWithRole(t, 'editor');
    expect((await consoleCall(t, 'GET', '/webhooks', editor.headers)).statusCode).toBe(403);
    expect((await consoleCall(t, 'POST', '/webhooks', editor.headers, { url: 'https://example.com', events: ['reward.used'] })).statusCode).toBe(403);
  });

  it('forgets events after 30 days, but not one still waiting to be delivered', async () => {
    const events = await t.database.db.select({ id: webhookEvents.id }).from(webhookEvents).orderBy(webhookEvents.id);
    expect(events.length).toBeGreaterThan(1);
    const [waiting, done] = [events[0]!.id, events[1]!.id];
    await t.database.db.update(webhookDeliveries).set({ state: 'succeeded' }).where(eq(webhookDeliveries.eventId, done));
    await purgeOldWebhookEvents(t.database.db, new Date(Date.now() + 29 * 86_400_000));
    expect(await t.database.db.$count(webhookEvents)).toBe(events.length);
    await purgeOldWebhookEvents(t.database.db, new Date(Date.now() + 31 * 86_400_000));
    const left = (await t.database.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((e) => e.id);
    expect(left).toContain(waiting);
    expect(left).not.toContain(done);
    expect(await t.database.db.$count(webhookDeliveries, eq(webhookDeliveries.eventId, done))).toBe(0);
  });
});
