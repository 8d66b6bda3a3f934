import { describe, expect, it } from 'vitest';
import { batched } from '../../server/db/batched';

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
});
