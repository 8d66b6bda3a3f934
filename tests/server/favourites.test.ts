// toggleFavouritePrize and getUserFavouritePrizes; the flag shows on prize lists and the prize.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrize, expectError, get, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('favourites', () => {
  it('toggles a prize in and out of the favourites', async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    const first = await createPrize(t, { name: { en: 'First' }, value: 10 });
    const second = await createPrize(t, { name: { en: 'Second' }, value: 20 });
    expect((await get(t, member, 'getUserFavouritePrizes')).json()).toEqual({ list: [] });

    const on = await post(t, member, 'toggleFavouritePrize', { prize_id: first.id });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ is_favourite: true });
    expect((await post(t, member, 'toggleFavouritePrize', { prize_id: second.id })).json()).toEqual({ is_favourite: true });

    const list = (await get(t, member, 'getUserFavouritePrizes')).json().list;
    expect(list.map((p: { prize_name: string }) => p.prize_name).sort()).toEqual(['First', 'Second']);
    expect(list[0]).toMatchObject({ is_favourite: true, prize_tags: [], items_left: null });
    expect((await get(t, member, `getPrize/${first.id}`)).json().is_favourite).toBe(true);
    expect((await get(t, other, `getPrize/${first.id}`)).json().is_favourite).toBe(false);
    const suggestions = (await get(t, member, 'getPrizesSuggestionForUser')).json().list;
    expect(suggestions.find((p: { id: number }) => p.id === first.id).is_favourite).toBe(true);

    expect((await post(t, member, 'toggleFavouritePrize', { prize_id: first.id })).json()).toEqual({ is_favourite: false });
    const after = (await get(t, member, 'getUserFavouritePrizes')).json().list;
    expect(after.map((p: { id: number }) => p.id)).toEqual([second.id]);
    expect((await get(t, other, 'getUserFavouritePrizes')).json().list).toEqual([]);
  });

  it('flips once for a toggle sent twice with one Idempotency-Key (a queued action replayed)', async () => {
    const member = await signUp(t);
    const prize = await createPrize(t, { name: { en: 'Twice' }, value: 10 });
    const key = { 'idempotency-key': 'fav-replay-1' };
    expect((await post(t, member, 'toggleFavouritePrize', { prize_id: prize.id }, key)).json()).toEqual({ is_favourite: true });
    expect((await post(t, member, 'toggleFavouritePrize', { prize_id: prize.id }, key)).json()).toEqual({ is_favourite: true });
    expect((await get(t, member, `getPrize/${prize.id}`)).json().is_favourite).toBe(true);
  });

  it('answers PrizeNotFound and rejects bad input', async () => {
    const member = await signUp(t);
    expectError(await post(t, member, 'toggleFavouritePrize', { prize_id: 999_999 }), 404, 'PrizeNotFound');
    for (const payload of [{}, { prize_id: 'x' }, { prize_id: 0 }]) {
      const body = expectError(await post(t, member, 'toggleFavouritePrize', payload), 400, 'ValidationError');
      expect(body.message).toContain('prize_id');
    }
    expectError(await get(t, null, 'getUserFavouritePrizes'), 401, 'Unauthorized');
  });
});
