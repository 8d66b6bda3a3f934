// The resized-image disk cache stays within its budget, evicting the least recently used first.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from '../../server/services/images/disk-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'disk-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const kb = (n: number, fill = 1) => Buffer.alloc(n * 1024, fill);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('DiskCache', () => {
  it('keeps the total under its budget, evicting the least recently used', async () => {
    const cache = new DiskCache(dir, 100 * 1024);
    for (const name of ['a', 'b', 'c', 'd']) {
      await cache.write(`${name}.png`, kb(9));
      await tick();
    }
    expect(await cache.read('a.png')).not.toBeNull(); // a is now the most recently used
    await tick();
    for (let n = 0; n < 8; n++) {
      await cache.write(`x${n}.png`, kb(9));
      await tick();
    }
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    const files = readdirSync(dir);
    expect(files).toContain('a.png');
    expect(files).not.toContain('b.png');
    expect(files).toContain('x7.png');
    expect(await cache.read('b.png')).toBeNull();
  });

  it('counts what an earlier process left and trims it to the budget', async () => {
    for (let n = 0; n < 6; n++) writeFileSync(path.join(dir, `old${n}.png`), kb(30));
    writeFileSync(path.join(dir, 'half.png.abc.tmp'), kb(1));
    const cache = new DiskCache(dir, 100 * 1024);
    expect(await cache.read('nothing.png')).toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('does not keep a file larger than a tenth of the budget', async () => {
    const cache = new DiskCache(dir, 100 * 1024);
    await cache.write('big.png', kb(11));
    expect(readdirSync(dir)).toEqual([]);
  });
});
