// The console's catalogue: who may edit it, texts in every language, stock changes that never undo a
// redemption, promo code rules as members meet them, text pages reduced to harmless HTML, and the audit
// log's before and after of each change.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { balanceOf, expectError, get, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, SIGNUP_BONUS_POINTS: '0' });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
  editor = await staffWithRole(t, 'editor');
});
afterAll(() => t.close());

const prizeBody = (extra: Record<string, unknown> = {}) => ({
  category_id: null,
  name: { en: 'Latte', lt: 'Latė' },
  description: { en: '<p>Hot</p>', lt: '<p>Karšta</p>' },
  image_id: null,
  value: 1,
  code_media: 'code_barcode',
  barcode_type: 'EAN13',
  valid_days: 14,
  redeemable: true,
  active: true,
  items_left: 5,
  ...extra,
});

async function newPrize(extra: Record<string, unknown> = {}) {
  const res = await consoleCall(t, 'POST', '/prizes', editor.headers, prizeBody(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; items_left: number | null };
}

const audit = async (action: string, entityId: string | number) =>
  (await consoleCall(t, 'GET', `/audit?action=${action}&entity_id=${entityId}`, admin.headers)).json().entries as {
    before: unknown;
    after: unknown;
  }[];

describe('who may edit the catalogue', () => {
  const calls: ['GET' | 'POST', string][] = [
    ['GET', '/prizes'],
    ['POST', '/prizes'],
    ['GET', '/prize-categories'],
    ['GET', '/promo-codes'],
    ['POST', '/promo-codes'],
    ['GET', '/pages'],
    ['GET', '/menu-items'],
    ['POST', '/images'],
  ];

  it('turns away the anonymous (401), members and till accounts (403); lets editors and admins in', async () => {
    const member = await signUp(t, 'Ona');
    const till = await staffWithRole(t, 'till');
    for (const [method, url] of calls) {
      expectError(await consoleCall(t, method, url, {}, method === 'POST' ? {} : undefined), 401, 'Unauthorized');
      expectError(await consoleCall(t, method, url, member.headers, method === 'POST' ? {} : undefined), 403, 'Forbidden');
      expectError(await consoleCall(t, method, url, till.headers, method === 'POST' ? {} : undefined), 403, 'Forbidden');
    }
    for (const staff of [admin, editor]) {
      expect((await consoleCall(t, 'GET', '/prizes', staff.headers)).json().languages).toEqual(['en', 'lt']);
    }
  });
});

describe('prizes and categories', () => {
  it('makes and edits a prize with texts in every language; refuses a missing language or a wrong field in words', async () => {
    const missing = expectError(await consoleCall(t, 'POST', '/prizes', editor.headers, prizeBody({ name: { en: 'Latte' } })), 400, 'ValidationError');
    expect(missing.message).toBe('Invalid body field "name": a text is needed in every language; missing: lt.');
    const stranger = expectError(await consoleCall(t, 'POST', '/prizes', editor.headers, prizeBody({ name: { en: 'A', lt: 'B', de: 'C' } })), 400, 'ValidationError');
    expect(stranger.message).toContain('no such language: de');
    expectError(await consoleCall(t, 'POST', '/prizes', editor.headers, prizeBody({ value: 0 })), 400, 'ValidationError');
    expectError(await consoleCall(t, 'POST', '/prizes', editor.headers, prizeBody({ code_media: 'hologram' })), 400, 'ValidationError');
    const noCategory = expectError(await consoleCall(t, 'POST', '/prizes', editor.headers, prizeBody({ category_id: 999_999 })), 400, 'ValidationError');
    expect(noCategory.message).toContain('there is no category 999999');

    const category = (await consoleCall(t, 'POST', '/prize-categories', editor.headers, { name: { en: 'Drinks', lt: 'Gėrimai' }, image_id: null })).json();
    const prize = await newPrize({ category_id: category.id, description: { en: '<p onclick="x()">Hot<script>alert(1)</script></p>', lt: '' } });
    const edited = await consoleCall(t, 'POST', `/prizes/${prize.id}`, editor.headers, { ...prizeBody({ value: 7, category_id: category.id }), items_left: undefined });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ value: 7, items_left: 5, description: { en: '<p>Hot</p>', lt: '<p>Karšta</p>' } });

    const member = await signUp(t, 'Jonas');
    const seen = (await get(t, member, `getPrize/${prize.id}?lang=lt`)).json();
    expect(seen).toMatchObject({ name: 'Latė', value: 7, code_media: 'code_barcode', barcode_type: 'EAN13', valid_days: 14 });

    const [update] = await audit('prize.update', prize.id);
    expect(update).toMatchObject({ before: { value: 1 }, after: { value: 7 } });
    expect((await audit('prize.create', prize.id))[0]?.after).toMatchObject({ name: { en: 'Latte', lt: 'Latė' } });
    const listed = (await consoleCall(t, 'GET', '/prize-categories', editor.headers)).json().categories;
    expect(listed.find((c: { id: number }) => c.id === category.id)).toMatchObject({ prizes: 1 });
  });

  it('orders the categories only with the whole list, and audits the order', async () => {
    const made = [];
    for (const name of ['Food', 'Trips']) {
      made.push((await consoleCall(t, 'POST', '/prize-categories', editor.headers, { name: { en: name, lt: name }, image_id: null })).json().id as number);
    }
    const ids = ((await consoleCall(t, 'GET', '/prize-categories', editor.headers)).json().categories as { id: number }[]).map((c) => c.id);
    const reversed = [...ids].reverse();
    expectError(await consoleCall(t, 'POST', '/prize-categories/order', editor.headers, { ids: reversed.slice(1) }), 400, 'ValidationError');
    const ordered = await consoleCall(t, 'POST', '/prize-categories/order', editor.headers, { ids: reversed });
    expect(ordered.json().categories.map((c: { id: number }) => c.id)).toEqual(reversed);
    const member = await signUp(t);
    expect((await get(t, member, 'getPrizeCategories?lang=en')).json().map((c: { id: number }) => c.id)).toEqual(reversed);
    const renamed = await consoleCall(t, 'POST', `/prize-categories/${made[0]}`, editor.headers, { name: { en: 'Meals', lt: 'Patiekalai' }, image_id: null });
    expect(renamed.json().name).toEqual({ en: 'Meals', lt: 'Patiekalai' });
    expectError(await consoleCall(t, 'POST', '/prize-categories/999999', editor.headers, { name: { en: 'X', lt: 'X' }, image_id: null }), 404, 'CategoryNotFound');
  });
});

describe('stock', () => {
  it('adds and removes stock while members redeem, losing no redemption and never going below zero', async () => {
    const prize = await newPrize({ items_left: 10 });
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(t, `Buyer${i}`)));
    for (const m of members) await givePoints(t, m, 1);
    const redeem = (m: (typeof members)[number]) => post(t, m, 'redeemPrize', { prize_id: prize.id });
    const answers = await Promise.all([
      ...members.map(redeem),
      consoleCall(t, 'POST', `/prizes/${prize.id}/stock`, editor.headers, { kind: 'add', by: 5 }),
      consoleCall(t, 'POST', `/prizes/${prize.id}/stock`, admin.headers, { kind: 'add', by: -2 }),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const listed = (await consoleCall(t, 'GET', '/prizes', editor.headers)).json().prizes.find((p: { id: number }) => p.id === prize.id);
    expect(listed).toMatchObject({ items_left: 10 + 5 - 2 - 6, rewards_issued: 6 });

    const tooMany = expectError(await consoleCall(t, 'POST', `/prizes/${prize.id}/stock`, editor.headers, { kind: 'add', by: -8 }), 400, 'StockTooLow');
    expect(tooMany.message).toBe('Only 7 left; that many cannot be removed.');
    const entries = await audit('prize.stock', prize.id);
    expect(entries.map((e) => e.after)).toContainEqual({ items_left: expect.any(Number), change: { kind: 'add', by: 5 } });
  });

  it('replaces the stock only if it is still what the editor saw', async () => {
    const prize = await newPrize({ items_left: 3 });
    const member = await signUp(t, 'Eglė');
    await givePoints(t, member, 1);
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id })).statusCode).toBe(200);
    const stale = expectError(await consoleCall(t, 'POST', `/prizes/${prize.id}/stock`, editor.headers, { kind: 'set', items_left: 20, expected: 3 }), 409, 'StockChanged');
    expect(stale).toMatchObject({ items_left: 2 });
    const set = await consoleCall(t, 'POST', `/prizes/${prize.id}/stock`, editor.headers, { kind: 'set', items_left: null, expected: 2 });
    expect(set.json().items_left).toBeNull();
    expectError(await consoleCall(t, 'POST', `/prizes/${prize.id}/stock`, editor.headers, { kind: 'add', by: 1 }), 400, 'StockUnlimited');
    const [last] = await audit('prize.stock', prize.id);
    expect(last).toMatchObject({ before: { items_left: 2 }, after: { items_left: null } });
    expectError(await consoleCall(t, 'POST', '/prizes/999999/stock', editor.headers, { kind: 'add', by: 1 }), 404, 'PrizeNotFound');
  });
});

describe('promo codes', () => {
  it('makes codes members can apply: single use once in all, multi use once each, within the window', async () => {
    const single = await consoleCall(t, 'POST', '/promo-codes', editor.headers, { code: 'spring-25', points: 25, multi_use: false, valid_from: null, valid_till: null });
    expect(single.json()).toMatchObject({ code: 'SPRING-25', uses: 0 });
    expectError(await consoleCall(t, 'POST', '/promo-codes', editor.headers, { code: 'Spring-25', points: 5, multi_use: true, valid_from: null, valid_till: null }), 409, 'PromoCodeExists');
    const bad = expectError(await consoleCall(t, 'POST', '/promo-codes', editor.headers, { code: 'no spaces', points: 5, multi_use: true, valid_from: null, valid_till: null }), 400, 'ValidationError');
    expect(bad.message).toContain('3 to 32 letters, digits or dashes');
    const backwards = { code: 'LATE', points: 5, multi_use: true, valid_from: '2030-01-02T00:00:00Z', valid_till: '2030-01-01T00:00:00Z' };
    expect(expectError(await consoleCall(t, 'POST', '/promo-codes', editor.headers, backwards), 400, 'ValidationError').message).toContain('the end must come after the start');

    const multi = (await consoleCall(t, 'POST', '/promo-codes', editor.headers, { code: 'ALL10', points: 10, multi_use: true, valid_from: null, valid_till: null })).json();
    const [a, b] = [await signUp(t, 'Aistė'), await signUp(t, 'Birutė')];
    expect((await post(t, a, 'applyPromoCode', { code: 'spring-25' })).statusCode).toBe(200);
    expectError(await post(t, b, 'applyPromoCode', { code: 'SPRING-25' }), 409, 'PromoCodeAlreadyUsed');
    for (const m of [a, b]) expect((await post(t, m, 'applyPromoCode', { code: 'all10' })).statusCode).toBe(200);
    expect(await balanceOf(t, a)).toBe(35);

    const uses = (await consoleCall(t, 'GET', `/promo-codes/${multi.id}`, editor.headers)).json();
    expect(uses.promo_code.uses).toBe(2);
    expect(uses.uses.map((u: { first_name: string }) => u.first_name)).toEqual(['Aistė', 'Birutė']);

    const ended = await consoleCall(t, 'POST', `/promo-codes/${multi.id}`, editor.headers, { points: 10, multi_use: true, valid_from: null, valid_till: '2020-01-01T00:00:00Z' });
    expect(ended.statusCode, ended.body).toBe(200);
    expectError(await post(t, await signUp(t), 'applyPromoCode', { code: 'ALL10' }), 400, 'PromoCodeExpired');
    const [update] = await audit('promo_code.update', multi.id);
    expect(update).toMatchObject({ before: { valid_till: null, uses: 2 }, after: { valid_till: '2020-01-01T00:00:00.000Z' } });
    expectError(await consoleCall(t, 'GET', '/promo-codes/999999', editor.headers), 404, 'PromoCodeNotFound');
  });
});

describe('text pages and menu items', () => {
  it('saves page bodies as harmless HTML, refuses addresses that are no slug or the app’s own, deletes, and audits', async () => {
    expect((await consoleCall(t, 'GET', '/pages', editor.headers)).json().missing).toContain('help');
    const first = { slug: 'help', title: { en: 'Help', lt: 'Pagalba' }, body: { en: '<p>Ask us</p>', lt: '<p>Klauskite</p>' } };
    expectError(await consoleCall(t, 'POST', '/pages', editor.headers, { ...first, slug: 'Not a slug!' }), 400, 'ValidationError');
    expectError(await consoleCall(t, 'POST', '/pages', editor.headers, { ...first, slug: 'dashboard' }), 400, 'SlugReserved');
    expect((await consoleCall(t, 'POST', '/pages', editor.headers, first)).statusCode).toBe(200);
    expectError(await consoleCall(t, 'POST', '/pages', editor.headers, first), 409, 'PageExists');

    const body = { en: '<h2>Help</h2><img src="javascript:alert(1)"><a href="https://x.example" target="_blank">x</a><script>bad()</script>', lt: '<p>Pagalba</p>' };
    const saved = await consoleCall(t, 'POST', '/pages/help', editor.headers, { title: { en: 'Help!', lt: 'Pagalba' }, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body.en).toBe('<h2>Help</h2><img /><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
    const member = await signUp(t);
    expect((await get(t, member, 'getContent/help?lang=en')).json().body).toBe(saved.json().body.en);
    expectError(await consoleCall(t, 'POST', '/pages/secret', editor.headers, { title: first.title, body: first.body }), 404, 'ContentNotFound');
    const [change] = await audit('page.update', 'help');
    expect(change).toMatchObject({ before: { title: { en: 'Help' } }, after: { title: { en: 'Help!' } } });

    expect((await consoleCall(t, 'POST', '/pages/help/delete', editor.headers)).statusCode).toBe(200);
    expect((await consoleCall(t, 'GET', '/pages', editor.headers)).json().missing).toContain('help');
    expectError(await get(t, member, 'getContent/help?lang=en'), 404, 'ContentNotFound');
    expectError(await consoleCall(t, 'POST', '/pages/help/delete', editor.headers), 404, 'ContentNotFound');
    expect((await audit('page.delete', 'help'))[0]?.before).toMatchObject({ slug: 'help', title: { en: 'Help!' } });
  });

  it('makes, orders, edits and deletes menu items that link to a page or an address', async () => {
    const both = { title: { en: 'Shop', lt: 'Parduotuvė' }, route_name: 'help', url: 'https://shop.example' };
    expect(expectError(await consoleCall(t, 'POST', '/menu-items', editor.headers, both), 400, 'ValidationError').message).toContain('either a page of the app or an address');
    expectError(await consoleCall(t, 'POST', '/menu-items', editor.headers, { ...both, route_name: null, url: 'javascript:alert(1)' }), 400, 'ValidationError');
    const shop = (await consoleCall(t, 'POST', '/menu-items', editor.headers, { ...both, route_name: null })).json();
    const about = (await consoleCall(t, 'POST', '/menu-items', editor.headers, { title: { en: 'About', lt: 'Apie' }, route_name: 'about', url: null })).json();
    const ids = ((await consoleCall(t, 'GET', '/menu-items', editor.headers)).json().menu_items as { id: number }[]).map((m) => m.id);
    const order = [about.id, ...ids.filter((id) => id !== about.id)];
    expect((await consoleCall(t, 'POST', '/menu-items/order', editor.headers, { ids: order })).statusCode).toBe(200);
    const member = await signUp(t);
    const seen = (await get(t, member, 'getMenuItems?lang=lt')).json() as { title: string }[];
    expect(seen[0]?.title).toBe('Apie');
    await consoleCall(t, 'POST', `/menu-items/${shop.id}`, editor.headers, { ...both, route_name: null, title: { en: 'Store', lt: 'Krautuvė' } });
    expect((await consoleCall(t, 'POST', `/menu-items/${shop.id}/delete`, editor.headers)).statusCode).toBe(200);
    expectError(await consoleCall(t, 'POST', `/menu-items/${shop.id}/delete`, editor.headers), 404, 'MenuItemNotFound');
    expect((await audit('menu_item.update', shop.id))[0]).toMatchObject({ before: { title: { en: 'Shop' } }, after: { title: { en: 'Store' } } });
  });
});

describe('images', () => {
  it('stores a picture that prizes can name', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#f80' } }).png().toBuffer();
    const up = await consoleCall(t, 'POST', '/images', { ...editor.headers, 'content-type': 'image/png' }, png);
    expect(up.json()).toMatchObject({ width: 8, height: 6 });
    const prize = await newPrize({ image_id: up.json().id });
    expect((await consoleCall(t, 'GET', '/prizes', editor.headers)).json().prizes.find((p: { id: number }) => p.id === prize.id).image_id).toBe(up.json().id);
    expect((await audit('image.upload', up.json().id))[0]?.after).toMatchObject({ mime: 'image/webp' });
  });
});
