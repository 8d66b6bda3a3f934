import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Content, MenuItem, Owner } from '../../contract';
import { owners, pages } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed';
import { createTestApp, type TestApp } from './helpers';

describe('content calls', () => {
  let t: TestApp;
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedIfEmpty(t.database.db);
    const [owner] = await t.database.db.select().from(owners).where(eq(owners.name, 'Aurora Outdoor & Café'));
    ownerId = owner!.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/user-side/${url}`, headers });

  it('getOwner answers the owner with its logo', async () => {
    const res = await get(`getOwner/${ownerId}`);
    expect(res.statusCode).toBe(200);
    const owner = Owner.parse(res.json());
    expect(owner).toEqual({ id: ownerId, owner_name: 'Aurora Outdoor & Café', owner_image_id: expect.any(Number) });
  });

  it('getOwner: unknown ids are 404 OwnerNotFound, ids that are not digits are 400', async () => {
    for (const id of ['999999', '99999999999']) {
      const res = await get(`getOwner/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_code: 'OwnerNotFound' });
    }
    for (const id of ['abc', '1e3', '-1', '1.5']) {
      const res = await get(`getOwner/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError' });
    }
  });

  it('getContent answers every page in English and Lithuanian', async () => {
    const slugs = ['help', 'terms', 'about', 'business', 'privacy-policy', 'welcome', 'terms-and-conditions'];
    for (const slug of slugs) {
      const en = Content.parse((await get(`getContent/${slug}?lang=en`)).json());
      const lt = Content.parse((await get(`getContent/${slug}`, { 'accept-language': 'lt' })).json());
      expect(en.slug).toBe(slug);
      expect(en.title).not.toBe(lt.title);
      expect(en.body.length).toBeGreaterThan(100);
      expect(lt.body).not.toBe(en.body);
    }
    const help = Content.parse((await get('getContent/help?lang=lt')).json());
    expect(help.title).toBe('Pagalba');
  });

  it('getContent/welcome carries three tour steps with pictures', async () => {
    const en = Content.parse((await get('getContent/welcome?lang=en')).json());
    expect(en.steps).toHaveLength(3);
    expect(en.steps![0]).toEqual({ title: 'Take on challenges', text: expect.any(String), image_id: expect.any(Number) });
    const lt = Content.parse((await get('getContent/welcome?lang=lt')).json());
    expect(lt.steps![2]!.title).toBe('Keiskite taškus į prizus');
    const image = await t.app.inject({ method: 'GET', url: `/image/i.${en.steps![1]!.image_id}/w.600:h.400:f.0/image.png` });
    expect(image.statusCode).toBe(200);
  });

  it('getContent: other slugs are 404 ContentNotFound', async () => {
    for (const slug of ['faq', 'no-such-page', '..%2Fhelp', 'x'.repeat(61), 'a--b']) {
      const res = await get(`getContent/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_code: 'ContentNotFound' });
    }
  });

  it('getContent sanitises the stored HTML', async () => {
    const [about] = await t.database.db.select().from(pages).where(eq(pages.slug, 'about'));
    await t.database.db
      .update(pages)
      .set({
        body: {
          en:
            '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
            '<a href="https://example.com" target="_blank">ok</a><img src="https://example.com/a.png" onerror="boom()"><iframe src="https://evil"></iframe>',
        },
      })
      .where(eq(pages.slug, 'about'));
    try {
      const body = Content.parse((await get('getContent/about?lang=en')).json()).body;
      expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
      expect(body).toContain('<p>Hi</p>');
      expect(body).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
      expect(body).toContain('<img src="https://example.com/a.png" />');
    } finally {
      await t.database.db.update(pages).set({ body: about!.body }).where(eq(pages.slug, 'about'));
    }
  });

  it('getMenuItems answers the extra items in the asked language', async () => {
    const en = (await get('getMenuItems?lang=en')).json().map((i: unknown) => MenuItem.parse(i));
    expect(en.map((i: MenuItem) => [i.route_name, i.title])).toEqual([
      ['about', 'About us'],
      ['business', 'For business'],
    ]);
    const lt = (await get('getMenuItems?lang=lt')).json() as MenuItem[];
    expect(lt.map((i) => i.title)).toEqual(['Apie mus', 'Verslui']);
    const unknown = (await get('getMenuItems?lang=xx')).json() as MenuItem[];
    expect(unknown[0]!.title).toBe('About us');
  });
});

describe('content calls on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 for pages not written yet and an empty menu', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/user-side/getContent/help' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ error_code: 'ContentNotFound' });
    const menu = await t.app.inject({ method: 'GET', url: '/api/user-side/getMenuItems' });
    expect(menu.json()).toEqual([]);
  });
});
