// The prize catalog: suggestions, one prize, categories and pages, with bad input on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPrize, expectError, get, givePoints, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let member: Member;
let coffee: Awaited<ReturnType<typeof createCategory>>;
let cinema: Awaited<ReturnType<typeof createCategory>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
  await givePoints(t, member, 70); // 100 points
  coffee = await createCategory(t, 'Coffee', 1);
  cinema = await createCategory(t, 'Cinema', 2);
  await createCategory(t, 'Empty', 3);
  const add = async (key: string, values: Parameters<typeof createPrize>[1]) => {
    ids[key] = (await createPrize(t, { name: { en: key, lt: `${key}-lt` }, ...values })).id;
  };
  await add('cheap', { value: 20, categoryId: coffee.id, sortOrder: 1 });
  await add('fits', { value: 100, categoryId: coffee.id, sortOrder: 2, tags: ['new'] });
  await add('near', { value: 120, categoryId: cinema.id, sortOrder: 3 });
  await add('far', { value: 900, categoryId: cinema.id, sortOrder: 4 });
  await add('soldOut', { value: 10, categoryId: coffee.id, itemsLeft: 0, sortOrder: 0 });
  await add('hidden', { value: 10, categoryId: coffee.id, active: false });
  await add('challengeOnly', { value: 10, categoryId: cinema.id, redeemable: false });
  await add('rich', {
    value: 50,
    categoryId: cinema.id,
    itemsLeft: 3,
    imageId: null,
    description: { en: '<p>Two <b>tickets</b><script>alert(1)</script><img src="x" onerror="alert(2)"></p>' },
    codeMedia: 'code_barcode',
    barcodeType: 'EAN13',
    validDays: 14,
    sortOrder: 5,
  });
});
afterAll(() => t.close());

describe('getPrizesSuggestionForUser', () => {
  it('lists affordable prizes first (dearest first), then the nearest out of reach; in stock and redeemable only', async () => {
    const res = await get(t, member, 'getPrizesSuggestionForUser?limit=6');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().list.map((p: { prize_name: string }) => p.prize_name);
    expect(names).toEqual(['fits', 'rich', 'cheap', 'near', 'far']);
    expect(res.json().list[0]).toEqual({
      id: ids.fits,
      category_id: coffee.id,
      image_id: null,
      prize_name: 'fits',
      value: 100,
      items_left: null,
      prize_tags: ['new'],
      is_favourite: false,
    });
    expect((await get(t, member, 'getPrizesSuggestionForUser?limit=2')).json().list).toHaveLength(2);
    expect((await get(t, member, 'getPrizesSuggestionForUser')).json().list).toHaveLength(5);
  });

  it('rejects a bad limit', async () => {
    for (const q of ['limit=0', 'limit=abc', 'limit=51', 'limit=1.5']) {
      const body = expectError(await get(t, member, `getPrizesSuggestionForUser?${q}`), 400, 'ValidationError');
      expect(body.message).toContain('limit');
    }
  });
});

describe('getPrize', () => {
  it('answers the prize with sanitised description in the asked language', async () => {
    const res = await get(t, member, `getPrize/${ids.rich}`);
    expect(res.statusCode, res.body).toBe(200);
    const prize = res.json();
    expect(prize).toMatchObject({
      id: ids.rich,
      category_id: cinema.id,
      name: 'rich',
      value: 50,
      items_left: 3,
      tags: [],
      code_media: 'code_barcode',
      barcode_type: 'EAN13',
      valid_days: 14,
      redeemable: true,
      is_favourite: false,
      image_id: null,
    });
    expect(prize.description).toContain('<b>tickets</b>');
    expect(prize.description).not.toContain('script');
    expect(prize.description).not.toContain('onerror');
    expect((await get(t, member, `getPrize/${ids.fits}?lang=lt`)).json().name).toBe('fits-lt');
    // Challenge-only prizes can be shown (a prize challenge loads its prize) but are marked.
    expect((await get(t, member, `getPrize/${ids.challengeOnly}`)).json().redeemable).toBe(false);
  });

  it('answers 404 PrizeNotFound for unknown or inactive prizes and 400 for non-digits', async () => {
    expectError(await get(t, member, 'getPrize/999999'), 404, 'PrizeNotFound');
    expectError(await get(t, member, 'getPrize/99999999999'), 404, 'PrizeNotFound');
    expectError(await get(t, member, `getPrize/${ids.hidden}`), 404, 'PrizeNotFound');
    for (const bad of ['abc', '-1', '1.5', '1e3']) {
      const body = expectError(await get(t, member, `getPrize/${bad}`), 400, 'ValidationError');
      expect(body.message).toContain('prizeId');
    }
    expectError(await get(t, null, `getPrize/${ids.fits}`), 401, 'Unauthorized');
  });
});

describe('getPrizeCategories', () => {
  it('lists categories in order with their count of redeemable active prizes', async () => {
    const res = await get(t, member, 'getPrizeCategories?lang=lt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: coffee.id, name: 'Coffee (lt)', image_id: null, prizes_count: 3 },
      { id: cinema.id, name: 'Cinema (lt)', image_id: null, prizes_count: 3 },
      { id: expect.any(Number), name: 'Empty (lt)', image_id: null, prizes_count: 0 },
    ]);
  });
});

describe('getPrizes', () => {
  it('pages through the catalog, in stock first', async () => {
    const first = (await get(t, member, 'getPrizes?start_from=0&length=4')).json();
    expect(first.prizes.map((p: { prize_name: string }) => p.prize_name)).toEqual(['cheap', 'fits', 'near', 'far']);
    expect(first.has_more).toBe(true);
    const second = (await get(t, member, 'getPrizes?start_from=4&length=4')).json();
    expect(second.prizes.map((p: { prize_name: string }) => p.prize_name)).toEqual(['rich', 'soldOut']);
    expect(second.has_more).toBe(false);
  });

  it('filters by category', async () => {
    const res = (await get(t, member, `getPrizes?category_id=${coffee.id}`)).json();
    expect(res.prizes.map((p: { prize_name: string }) => p.prize_name)).toEqual(['cheap', 'fits', 'soldOut']);
    expect(res.has_more).toBe(false);
    expect((await get(t, member, 'getPrizes?category_id=999999')).json()).toEqual({ prizes: [], has_more: false });
  });

  it('rejects bad paging naming the field', async () => {
    const cases: [string, string][] = [
      ['length=0', 'length'],
      ['length=101', 'length'],
      ['length=x', 'length'],
      ['start_from=-1', 'start_from'],
      ['start_from=a', 'start_from'],
      ['category_id=abc', 'category_id'],
      ['category_id=0', 'category_id'],
    ];
    for (const [q, field] of cases) {
      const body = expectError(await get(t, member, `getPrizes?${q}`), 400, 'ValidationError');
      expect(body.message, q).toContain(field);
    }
  });
});
