// News: the public paged list, one item (marks it read), the unread count, the promoted item and its
// dismissal, each reader's own reading state, and newsEnabled off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, newsReads } from '../../server/db/schema';
import { setSetting } from '../../server/services/settings/settings';
import type { TestApp } from './helpers';
import { api, openApp, signUpUser } from './user-session';
import { and, eq } from 'drizzle-orm';

let t: TestApp;
const ids: Record<string, number> = {};
const DAY = 24 * 3600 * 1000;

async function addNews(key: string, daysAgo: number, extra: Partial<typeof news.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(news)
    .values({
      title: { en: `Title ${key}`, lt: `Antraštė ${key}` },
      intro: { en: `Intro ${key}` },
      body: { en: `<p>Body ${key}</p><script>alert(1)</script><img src="javascript:alert(1)">` },
      publishedAt: new Date(Date.now() - daysAgo * DAY),
      ...extra,
    })
    .returning({ id: news.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await openApp();
  await addNews('old', 10);
  await addNews('promo-old', 5, { promoted: true });
  await addNews('mid', 3);
  await addNews('promo-new', 1, { promoted: true });
  await addNews('future', -2, { promoted: true });
});
afterAll(() => t.close());

const visitor = () => api(t, { headers: { authorization: '' } });
const inject = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/user-side/${url}`, headers });

describe('getNews', () => {
  it('lists published items newest first for visitors, without reading state, in pages', async () => {
    const res = await inject('getNews');
    expect(res.statusCode, res.body).toBe(200);
    const { list, has_more } = res.json();
    expect(has_more).toBe(false);
    expect(list.map((i: { id: number }) => i.id)).toEqual([ids['promo-new'], ids.mid, ids['promo-old'], ids.old]);
    expect(list[0]).toEqual({
      id: ids['promo-new'],
      title: 'Title promo-new',
      intro: 'Intro promo-new',
      image_id: null,
      published_at: expect.any(String),
    });

    const page1 = (await inject('getNews?length=3')).json();
    expect(page1.has_more).toBe(true);
    expect(page1.list).toHaveLength(3);
    const page2 = (await inject('getNews?length=3&start_from=3')).json();
    expect(page2).toMatchObject({ has_more: false, list: [{ id: ids.old }] });

    const lt = (await inject('getNews?length=1&lang=lt')).json().list[0];
    expect(lt.title).toBe('Antraštė promo-new');
    expect(lt.intro).toBe('Intro promo-new'); // falls back to the default language
  });

  it('marks which items a signed-in reader has read', async () => {
    const reader = await signUpUser(t);
    const me = api(t, reader);
    const before = await me.get('getNews');
    expect(before.body.list.every((i: { is_read: boolean }) => i.is_read === false)).toBe(true);
    expect((await me.get(`getNewsItem/${ids.mid}`)).status).toBe(200);
    const after = await me.get('getNews');
    const read = after.body.list.filter((i: { is_read: boolean }) => i.is_read).map((i: { id: number }) => i.id);
    expect(read).toEqual([ids.mid]);
  });

  it('rejects bad paging naming the field', async () => {
    for (const [q, field] of [
      ['length=0', 'length'],
      ['length=abc', 'length'],
      ['length=51', 'length'],
      ['start_from=-1', 'start_from'],
    ]) {
      const res = await inject(`getNews?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field });
    }
  });

  it('treats an invalid token like a visitor', async () => {
    const res = await inject('getNews', { authorization: 'Bearer nonsense' });
    expect(res.statusCode).toBe(200);
    expect(res.json().list[0]).not.toHaveProperty('is_read');
  });
});

describe('getNewsItem', () => {
  it('answers the item with sanitised HTML and marks it read only for the reader', async () => {
    const reader = await signUpUser(t);
    const other = await signUpUser(t);
    const res = await api(t, reader).get(`getNewsItem/${ids.old}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ids.old,
      title: 'Title old',
      intro: 'Intro old',
      body: expect.stringContaining('<p>Body old</p>'),
      image_id: null,
      published_at: expect.any(String),
    });
    expect(res.body.body).not.toContain('script');
    expect(res.body.body).not.toContain('javascript:');

    const rows = await t.database.db.select().from(newsReads).where(eq(newsReads.newsId, ids.old!));
    expect(rows.map((r) => r.userId)).toEqual([reader.id]);
    expect((await api(t, other).get('getUserUnreadNewsQuantity')).body).toBe(4);
    expect((await api(t, reader).get('getUserUnreadNewsQuantity')).body).toBe(3);
  });

  it('keeps the first reading time when read again', async () => {
    const reader = await signUpUser(t);
    await api(t, reader).get(`getNewsItem/${ids.mid}`);
    const where = and(eq(newsReads.userId, reader.id), eq(newsReads.newsId, ids.mid!));
    const [first] = await t.database.db.select().from(newsReads).where(where);
    await api(t, reader).get(`getNewsItem/${ids.mid}`);
    const [second] = await t.database.db.select().from(newsReads).where(where);
    expect(second!.readAt!.getTime()).toBe(first!.readAt!.getTime());
  });

  it('is public, and answers 404 NewsNotFound for unknown and unpublished items', async () => {
    expect((await visitor().get(`getNewsItem/${ids.mid}`)).status).toBe(200);
    for (const id of [999999, ids.future, 99999999999]) {
      const res = await inject(`getNewsItem/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().error_code).toBe('NewsNotFound');
    }
  });

  it('rejects ids that are not digits naming the field', async () => {
    for (const id of ['abc', '-1', '1.5']) {
      const res = await inject(`getNewsItem/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: 'id' });
    }
  });
});

describe('getUserUnreadNewsQuantity', () => {
  it('counts published items not read yet, as a bare number', async () => {
    const reader = await signUpUser(t);
    const res = await inject('getUserUnreadNewsQuantity', reader.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('4');
  });

  it('needs a signed-in user', async () => {
    expect((await inject('getUserUnreadNewsQuantity')).statusCode).toBe(401);
    expect((await inject('getPromotedNewsItem')).statusCode).toBe(401);
    expect((await inject(`dismissUserPromotedNewsItem/${ids['promo-new']}`)).statusCode).toBe(401);
  });
});

describe('promoted news', () => {
  it('answers the newest promoted item until it is dismissed, then the next, then null', async () => {
    const reader = await signUpUser(t);
    const other = await signUpUser(t);
    const me = api(t, reader);
    expect((await me.get('getPromotedNewsItem')).body).toEqual({ id: ids['promo-new'], title: 'Title promo-new', intro: 'Intro promo-new' });

    expect((await me.get(`dismissUserPromotedNewsItem/${ids['promo-new']}`)).body).toEqual({ success: true });
    expect((await me.get(`dismissUserPromotedNewsItem/${ids['promo-new']}`)).status).toBe(200);
    expect((await me.get('getPromotedNewsItem')).body.id).toBe(ids['promo-old']);

    // Reading an item also retires its promotion.
    await me.get(`getNewsItem/${ids['promo-old']}`);
    const none = await inject('getPromotedNewsItem', reader.headers);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');

    // Another member's dismissals are their own.
    expect((await api(t, other).get('getPromotedNewsItem')).body.id).toBe(ids['promo-new']);
  });

  it('dismissing an unknown item answers 404, a bad id 400', async () => {
    const reader = await signUpUser(t);
    const unknown = await api(t, reader).get('dismissUserPromotedNewsItem/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('NewsNotFound');
    const future = await api(t, reader).get(`dismissUserPromotedNewsItem/${ids.future}`);
    expect(future.status).toBe(404);
    const bad = await api(t, reader).get('dismissUserPromotedNewsItem/x1');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'ValidationError', field: 'id' });
  });
});

describe('with newsEnabled off', () => {
  it('has no news: lists and items 404, nothing unread, nothing promoted', async () => {
    const reader = await signUpUser(t);
    await setSetting(t.database.db, 'newsEnabled', false);
    try {
      const list = await inject('getNews');
      expect(list.statusCode).toBe(404);
      expect(list.json().error_code).toBe('NewsDisabled');
      expect((await inject(`getNewsItem/${ids.mid}`)).statusCode).toBe(404);
      expect((await api(t, reader).get('getUserUnreadNewsQuantity')).body).toBe(0);
      expect((await inject('getPromotedNewsItem', reader.headers)).body).toBe('null');
    } finally {
      await setSetting(t.database.db, 'newsEnabled', true);
    }
  });
});
