// Text pages at addresses the operator chooses: made, renamed (the old address leads to the new one,
// menu links follow) and deleted; the app's own addresses and the seven fixed pages' are refused; the
// app reads them in every language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, consoleCall, staffWithRole, type SignedInStaff } from './console-helpers';
import { expectError } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let editor: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  editor = await staffWithRole(t, 'editor');
});
afterAll(() => t.close());

const page = (slug: string) => ({
  slug,
  title: { en: 'Summer rules', lt: 'Vasaros taisyklės' },
  body: { en: '<p>Double points in July.</p>', lt: '<p>Liepą dvigubi taškai.</p>' },
});
const content = (slug: string, lang: string) => t.app.inject({ method: 'GET', url: `/api/user-side/getContent/${slug}?lang=${lang}` });

describe('text pages at the operator’s addresses', () => {
  it('makes a page at a chosen address, which the app shows in both languages', async () => {
    const made = await consoleCall(t, 'POST', '/pages', editor.headers, page('summer-rules'));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ slug: 'summer-rules', fixed: false, old_slugs: [] });
    expect((await content('summer-rules', 'en')).json()).toMatchObject({ slug: 'summer-rules', title: 'Summer rules', body: '<p>Double points in July.</p>' });
    expect((await content('summer-rules', 'lt')).json()).toMatchObject({ title: 'Vasaros taisyklės', body: '<p>Liepą dvigubi taškai.</p>' });
    const list = (await consoleCall(t, 'GET', '/pages', editor.headers)).json() as { pages: Array<{ slug: string }> };
    expect(list.pages.map((p) => p.slug)).toContain('summer-rules');
  });

  it('refuses the app’s own addresses and anything that is not a slug', async () => {
    for (const slug of ['dashboard', 'prizes', 'sign-in', 'news', 'admin']) {
      expectError(await consoleCall(t, 'POST', '/pages', editor.headers, page(slug)), 400, 'SlugReserved');
    }
    for (const slug of ['Summer Rules', 'a', 'double--dash', '../etc', 'ėglė']) {
      expectError(await consoleCall(t, 'POST', '/pages', editor.headers, page(slug)), 400, 'ValidationError');
    }
    expectError(await consoleCall(t, 'POST', '/pages', editor.headers, page('summer-rules')), 409, 'PageExists');
  });

  it('renames a page: the old address leads to the new one, the menu follows, the fixed pages keep theirs', async () => {
    await consoleCall(t, 'POST', '/pages', editor.headers, page('old-offer'));
    const item = await consoleCall(t, 'POST', '/menu-items', editor.headers, { title: { en: 'Offer', lt: 'Pasiūlymas' }, route_name: 'old-offer', url: null });
    expect(item.statusCode, item.body).toBe(200);

    const renamed = await consoleCall(t, 'POST', '/pages/old-offer/rename', editor.headers, { slug: 'new-offer' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: 'new-offer', old_slugs: ['old-offer'] });
    expect((await content('old-offer', 'en')).json()).toMatchObject({ slug: 'new-offer', title: 'Summer rules' });
    expect((await content('new-offer', 'lt')).json()).toMatchObject({ slug: 'new-offer', title: 'Vasaros taisyklės' });
    const menu = (await t.app.inject({ method: 'GET', url: '/api/user-side/getMenuItems?lang=en' })).json() as Array<{ route_name: string | null }>;
    expect(menu.map((m) => m.route_name)).toContain('new-offer');
    expect(menu.map((m) => m.route_name)).not.toContain('old-offer');

    // Renamed twice, both earlier addresses lead on.
    await consoleCall(t, 'POST', '/pages/new-offer/rename', editor.headers, { slug: 'final-offer' });
    expect((await content('old-offer', 'en')).json().slug).toBe('final-offer');
    expect((await content('new-offer', 'en')).json().slug).toBe('final-offer');

    expectError(await consoleCall(t, 'POST', '/pages/final-offer/rename', editor.headers, { slug: 'summer-rules' }), 409, 'PageExists');
    expectError(await consoleCall(t, 'POST', '/pages/final-offer/rename', editor.headers, { slug: 'profile' }), 400, 'SlugReserved');
    expectError(await consoleCall(t, 'POST', '/pages/final-offer/rename', editor.headers, { slug: 'help' }), 400, 'SlugReserved');
    expectError(await consoleCall(t, 'POST', '/pages/help/rename', editor.headers, { slug: 'get-help' }), 400, 'PageFixed');

    // A new page at an old address takes it over.
    await consoleCall(t, 'POST', '/pages', editor.headers, { ...page('old-offer'), title: { en: 'Another', lt: 'Kitas' } });
    expect((await content('old-offer', 'en')).json()).toMatchObject({ slug: 'old-offer', title: 'Another' });
  });

  it('deletes a page: its address and old addresses are not found any more', async () => {
    await consoleCall(t, 'POST', '/pages', editor.headers, page('gone-soon'));
    await consoleCall(t, 'POST', '/pages/gone-soon/rename', editor.headers, { slug: 'gone-now' });
    expect((await consoleCall(t, 'POST', '/pages/gone-now/delete', editor.headers)).statusCode).toBe(200);
    expectError(await content('gone-now', 'en'), 404, 'ContentNotFound');
    expectError(await content('gone-soon', 'en'), 404, 'ContentNotFound');
  });
});
