// Collects the demo programme's pictures by name, rasterises them all at once (before the seed
// transaction, which then only inserts bytes) and hands out their image ids.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { images } from '../db/schema';
import { rasterise } from './art/svg';

export class PictureBook {
  private readonly sources = new Map<string, string>();
  private readonly pngs = new Map<string, Buffer>();
  private readonly ids = new Map<string, number>();

  /** Registers an SVG under `key` and answers the key. */
  add(key: string, svgSource: string): string {
    if (this.sources.has(key)) throw new Error(`Picture "${key}" is drawn twice.`);
    this.sources.set(key, svgSource);
    return key;
  }

  get size(): number {
    return this.sources.size;
  }

  async rasterise(): Promise<void> {
    const entries = [...this.sources];
    const pngs = await Promise.all(entries.map(([, source]) => rasterise(source)));
    entries.forEach(([key], i) => this.pngs.set(key, pngs[i]!));
  }

  async store(tx: Tx): Promise<void> {
    // One row per statement: ids map to keys without relying on the order of RETURNING rows.
    for (const [key, png] of this.pngs) {
      // Width and height of a PNG sit at fixed offsets of its IHDR chunk. The bytes travel as
      // base64 text: both drivers pass that far faster than a bytea parameter (hex-encoded).
      const [row] = await tx
        .insert(images)
        .values({
          mime: 'image/png',
          width: png.readUInt32BE(16),
          height: png.readUInt32BE(20),
          data: sql`decode(${png.toString('base64')}, 'base64')`,
        })
        .returning({ id: images.id });
      this.ids.set(key, row!.id);
    }
  }

  id(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined) throw new Error(`Picture "${key}" was not stored.`);
    return id;
  }
}
