// Closing a month's top (POST /api/partner/monthly-top/close and the scheduled job): the ranking by
// points earned in the month, one congratulation push per member whose flag is on, and the list published.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../../server/db/schema';
import { runJobsOnce } from '../../server/jobs';
import { monthBounds, previousMonth } from '../../server/services/monthly-top/months';
import type { LogPushTransport } from '../../server/services/push/transport';
import type { TestApp } from './helpers';
import { api, openApp, PARTNER, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const transport = () => t.app.push.transport as LogPushTransport;
const pushesTo = (token: string) => transport().messages.filter((m) => m.tokens.includes(token));
const partner = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/partner${url}`, headers: PARTNER, payload });

async function member(name: string, flags: Record<string, boolean> = {}): Promise<SignedInUser & { pushToken: string }> {
  const user = await signUpUser(t, name);
  const pushToken = `top-token-${name}`;
  const c = api(t, user);
  expect((await c.post('savePushToken', { token: pushToken, user_agent: 'test' })).status).toBe(200);
  if (Object.keys(flags).length) expect((await c.post('saveNotificationSettings', flags)).status).toBe(200);
  return { ...user, pushToken };
}

describe('POST /api/partner/monthly-top/close', () => {
  it('ranks last month by points earned, congratulates the top once, and publishes the list', async () => {
    const month = previousMonth();
    const inLastMonth = new Date(monthBounds(month).from.getTime() + 3 * 24 * 3600_000);
    const members = [await member('Gold'), await member('Silver'), await member('Bronze', { monthly_notification: false })];
    const award = async (user: SignedInUser, points: number) => {
      const res = await partner('/points', { phone: user.phone, points, title: 'Bonus' });
      expect(res.statusCode, res.body).toBe(200);
    };
    await award(members[0]!, 900);
    await award(members[1]!, 700);
    await award(members[2]!, 500);
    // Everything these members earned (sign-up bonus included) happened last month.
    for (const m of members)
      await t.database.db.update(pointsLedger).set({ createdAt: inLastMonth }).where(eq(pointsLedger.userId, m.id));

    const res = await partner('/monthly-top/close', { month });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.closed_now).toBe(true);
    const ours = body.list.filter((p: { user_id: number }) => members.some((m) => m.id === p.user_id));
    expect(ours.map((p: { user_id: number }) => p.user_id)).toEqual(members.map((m) => m.id));
    expect(ours[0].points).toBeGreaterThan(ours[1].points);

    const gold = pushesTo(members[0]!.pushToken);
    expect(gold).toHaveLength(1);
    expect(gold[0]!.message).toMatchObject({ kind: 'monthly_top', title: 'You made the monthly top!' });
    expect(gold[0]!.message.route).toMatch(/^\/en\/monthly-top-user\/\d+\/gold-[a-z0-9]+$/);
    expect(pushesTo(members[2]!.pushToken)).toHaveLength(0);

    // The congratulated member sees the banner data and the landing page opens.
    const data = (await api(t, members[0]!).get('getUserData')).body;
    expect(data.is_in_monthly_top).toBe(true);
    expect(data.monthly_top_url).toBe(gold[0]!.message.route);
    const [, , , id, identifier] = gold[0]!.message.route!.split('/');
    expect((await api(t, members[0]!).get(`getMonthlyTopUser/${id}/${identifier}`)).status).toBe(200);
    const list = (await api(t, members[1]!).get('getMonthlyTop')).body;
    expect(list.month).toBe(month);

    transport().messages.length = 0;
    const again = await partner('/monthly-top/close', { month });
    expect(again.json()).toMatchObject({ closed_now: false });
    expect(again.json().list).toEqual(body.list);
    await runJobsOnce(t.app);
    expect(transport().messages.filter((m) => m.message.kind === 'monthly_top')).toHaveLength(0);
  });

  it('counts a staff correction against what it corrects', async () => {
    const month = '2025-03';
    const inMonth = new Date(monthBounds(month).from.getTime() + 3 * 24 * 3600_000);
    const [mistaken, steady] = [await member('Mistaken'), await member('Steady')];
    expect((await partner('/points', { phone: mistaken.phone, points: 5000, title: 'Bonus' })).statusCode).toBe(200);
    expect((await partner('/points', { phone: steady.phone, points: 200, title: 'Bonus' })).statusCode).toBe(200);
    // The operator meant 50: a correction of -4950 (a manual_award debit, as the console's is).
    await t.database.db.execute(
      sql`select * from post_points(${mistaken.id}::int, -4950, 0, 'manual_award', '{"en":"Correction"}'::jsonb, null, null, null, null, null)`,
    );
    for (const m of [mistaken, steady]) await t.database.db.update(pointsLedger).set({ createdAt: inMonth }).where(eq(pointsLedger.userId, m.id));

    const list = (await partner('/monthly-top/close', { month })).json().list as Array<{ user_id: number; points: number }>;
    expect(list.map((p) => p.user_id)).toEqual([steady.id, mistaken.id]);
    expect(list.find((p) => p.user_id === mistaken.id)!.points).toBe(80);
  });

  it('refuses to close a month that has not ended', async () => {
    const res = await partner('/monthly-top/close', { month: new Date().toISOString().slice(0, 7) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('MonthNotOver');
    expect((await partner('/monthly-top/close', { month: '2026-13' })).statusCode).toBe(400);
  });
});
