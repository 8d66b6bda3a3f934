import { describe, expect, it } from 'vitest';
import { batched, batchedPerDb } from '../../server/db/batched';

describe('batched (group commit)', () => {
  it('sends a lone call at once and the calls made meanwhile together, each with its own result', async () => {
    const batches: number[][] = [];
    const double = batched(async (items: number[]) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return items.map((n) => n * 2);
    });
    const first = double(1);
    expect(batches).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => double(n));
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('fails only the call whose item fails when a batch fails', async () => {
    const check = batched(async (items: string[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (items.includes('bad')) throw new Error('bad item');
      return items.map((item) => item.toUpperCase());
    });
    const lead = check('lead');
    const results = await Promise.allSettled([lead, check('a'), check('bad'), check('b')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'LEAD',
      'A',
      'bad item',
      'B',
    ]);
  });

  it('keeps each batch within its limit', async () => {
    const sizes: number[] = [];
    const echo = batched(async (items: number[]) => {
      sizes.push(items.length);
      await Promise.resolve();
      return items;
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, i) => echo(i)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it('keeps one queue per handle: items go out on the handle they came with', async () => {
    const sent: Array<{ on: string; items: number[] }> = [];
    const send = batchedPerDb(async (db: { name: string }, items: number[]) => {
      sent.push({ on: db.name, items });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((item) => `${db.name}${item}`);
    });
    const [a, b] = [{ name: 'a' }, { name: 'b' }];
    const results = await Promise.all([send(a, 1), send(b, 2), send(a, 3), send(b, 4), send(a, 5)]);
    expect(results).toEqual(['a1', 'b2', 'a3', 'b4', 'a5']);
    expect(sent).toEqual([
      { on: 'a', items: [1] },
      { on: 'b', items: [2] },
      { on: 'a', items: [3, 5] },
      { on: 'b', items: [4] },
    ]);
  });
});
