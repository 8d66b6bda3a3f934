// The monthly top: the ranked list of the newest month with the member's own entry marked, and the
// public landing page of one member, found only by its id and url identifier together.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyTop, users } from '../../server/db/schema';
import { currentMonth } from '../../server/services/monthly-top/months';
import type { TestApp } from './helpers';
import { api, openApp, signUpUser, type SignedInUser } from './user-session';

let t: TestApp;
let first: SignedInUser;
let second: SignedInUser;
let outsider: SignedInUser;
const rows: Record<string, { id: number; urlIdentifier: string }> = {};

function previousMonth() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
}

async function rank(user: SignedInUser, month: string, place: number, points: number, key: string) {
  const [row] = await t.database.db
    .insert(monthlyTop)
    .values({ month, userId: user.id, rank: place, points, urlIdentifier: `${key}-abc123` })
    .returning({ id: monthlyTop.id, urlIdentifier: monthlyTop.urlIdentifier });
  rows[key] = row!;
}

beforeAll(async () => {
  t = await openApp();
  first = await signUpUser(t, 'Eglė');
  second = await signUpUser(t, 'Tomas');
  outsider = await signUpUser(t, 'Rūta');
  await t.database.db.update(users).set({ lastName: 'petraitė', pictureUrl: 'https://example.com/e.png' }).where(eq(users.id, first.id));
  await rank(second, previousMonth(), 1, 900, 'old');
  await rank(first, currentMonth(), 1, 420, 'egle');
  await rank(second, currentMonth(), 2, 310, 'tomas');
});
afterAll(() => t.close());

describe('getMonthlyTop', () => {
  it('lists the newest month by rank with short names and the own entry marked', async () => {
    const res = await api(t, first).get('getMonthlyTop');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      month: currentMonth(),
      list: [
        { rank: 1, name: 'Eglė P.', picture_url: 'https://example.com/e.png', points: 420, me: true },
        { rank: 2, name: 'Tomas U.', picture_url: null, points: 310, me: false },
      ],
    });
    const theirs = await api(t, outsider).get('getMonthlyTop');
    expect(theirs.body.list.map((e: { me: boolean }) => e.me)).toEqual([false, false]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getMonthlyTop' });
    expect(res.statusCode).toBe(401);
  });

  it('marks the member as in the monthly top in getUserData, with the landing page link', async () => {
    const data = (await api(t, first).get('getUserData')).body;
    expect(data.is_in_monthly_top).toBe(true);
    expect(data.monthly_top_url).toBe(`/en/monthly-top-user/${rows.egle!.id}/egle-abc123`);
    expect((await api(t, outsider).get('getUserData')).body.is_in_monthly_top).toBe(false);
  });
});

describe('getMonthlyTopUser', () => {
  const landing = (id: number | string, identifier: string) =>
    t.app.inject({ method: 'GET', url: `/api/user-side/getMonthlyTopUser/${id}/${identifier}` });

  it('answers the landing page data to anyone holding the link', async () => {
    const res = await landing(rows.egle!.id, 'egle-abc123');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: 'Eglė P.',
      rank: 1,
      points: 420,
      month: currentMonth(),
      picture_url: 'https://example.com/e.png',
      programme_name: expect.any(String),
    });
    const old = await landing(rows.old!.id, 'old-abc123');
    expect(old.json()).toMatchObject({ name: 'Tomas U.', rank: 1, points: 900, month: previousMonth() });
  });

  it('answers 404 when the identifier does not belong to the id', async () => {
    for (const [id, identifier] of [
      [rows.egle!.id, 'tomas-abc123'],
      [rows.egle!.id, 'EGLE-ABC123'],
      [999999, 'egle-abc123'],
      [99999999999, 'egle-abc123'],
    ] as const) {
      const res = await landing(id, identifier);
      expect(res.statusCode, `${id}/${identifier}`).toBe(404);
      expect(res.json().error_code).toBe('MonthlyTopUserNotFound');
    }
  });

  it('rejects an id that is not digits naming the field', async () => {
    const res = await landing('x7', 'egle-abc123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: 'id' });
    // Fastify refuses path segments over 100 characters before validation.
    expect((await landing(rows.egle!.id, 'a'.repeat(101))).statusCode).toBe(414);
  });

  it('hides deactivated members from the list and their page', async () => {
    const member = await signUpUser(t, 'Laura');
    await rank(member, currentMonth(), 3, 100, 'laura');
    expect((await api(t, first).get('getMonthlyTop')).body.list).toHaveLength(3);
    expect((await api(t, member).post('deactivateUser', { confirm: true })).status).toBe(200);
    expect((await api(t, first).get('getMonthlyTop')).body.list).toHaveLength(2);
    expect((await landing(rows.laura!.id, 'laura-abc123')).statusCode).toBe(404);
  });
});

describe('getMonthlyTopCard', () => {
  const card = (key: string, lang = 'en', identifier = rows[key]!.urlIdentifier) =>
    t.app.inject({ method: 'GET', url: `/api/user-side/getMonthlyTopCard/${rows[key]!.id}/${identifier}?lang=${lang}` });

  it('draws a 1200x630 PNG of the place, month, name and points, publicly, for the shared link only', async () => {
    const sharp = (await import('sharp')).default;
    const res = await card('egle');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'png']);
    expect((await card('egle', 'lt')).statusCode).toBe(200);
    const wrong = await card('egle', 'en', 'not-the-identifier');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error_code).toBe('MonthlyTopUserNotFound');
  });

  it('words the card from the data, in the language asked for', async () => {
    const { monthlyTopCardSvg } = await import('../../server/services/monthly-top/share-card');
    const user = { name: 'Eglė P.', rank: 1, points: 21, month: '2026-10', picture_url: null, programme_name: 'Aurora <Rewards>' };
    const en = monthlyTopCardSvg(user, 'en');
    expect(en).toContain('#1 in October 2026');
    expect(en).toContain('21 points');
    expect(en).toContain('Aurora &#60;Rewards&#62;');
    const lt = monthlyTopCardSvg({ ...user, points: 12 }, 'lt');
    expect(lt).toContain('1 vieta · 2026 m. spalis');
    expect(lt).toContain('12 taškų');
    expect(monthlyTopCardSvg({ ...user, points: 21 }, 'lt')).toContain('21 taškas');
    expect(monthlyTopCardSvg({ ...user, points: 3 }, 'lt')).toContain('3 taškai');
  });
});
