// Resized PNGs of the `images` table, cached: on disk in DATA_DIR/image-cache, and in a small
// in-memory LRU (the only cache in tests, whose database lives in memory too).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { images } from '../db/schema';
import { badRequest, notFound } from '../errors';

export const MAX_IMAGE_SIDE = 2000;
const MEMORY_BUDGET_BYTES = 48 * 1024 * 1024;
const MAX_ID = 2_147_483_647;

export interface ImageRequest {
  id: number;
  width: number;
  height: number;
  /** 0: cover, cropping to exactly width x height; 1: fit inside, transparent padding. */
  fit: 0 | 1;
}

export interface RenderedImage {
  png: Buffer;
  etag: string;
}

/** Parses `i.{id}/w.{w}:h.{h}:f.{f}/image.png`; null when the path has another shape. */
export function parseImagePath(rest: string): ImageRequest | null {
  const m = /^i\.(\d{1,10})\/w\.(\d{1,5}):h\.(\d{1,5}):f\.(\d)\/image\.png$/.exec(rest);
  if (!m) return null;
  return { id: Number(m[1]), width: Number(m[2]), height: Number(m[3]), fit: Number(m[4]) as 0 | 1 };
}

export function validateImageRequest(r: ImageRequest): void {
  for (const [name, v] of [['w', r.width], ['h', r.height]] as const) {
    if (v < 1 || v > MAX_IMAGE_SIDE) throw badRequest('ValidationError', `"${name}" must be between 1 and ${MAX_IMAGE_SIDE}.`, { field: name });
  }
  if (r.fit !== 0 && r.fit !== 1) throw badRequest('ValidationError', '"f" must be 0 or 1.', { field: 'f' });
}

export async function resize(source: Buffer, r: ImageRequest): Promise<Buffer> {
  const pipeline = sharp(source, { limitInputPixels: 40_000_000 }).rotate();
  if (r.fit === 0) pipeline.resize(r.width, r.height, { fit: 'cover', position: 'centre' });
  else pipeline.resize(r.width, r.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
  return pipeline.png({ compressionLevel: 7, adaptiveFiltering: true }).toBuffer();
}

class MemoryCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly budget: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.budget / 4) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}

export class ImageService {
  private readonly memory = new MemoryCache(MEMORY_BUDGET_BYTES);
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly diskDir: string | null;

  constructor(
    private readonly db: Db,
    config: Config,
  ) {
    this.diskDir = config.NODE_ENV === 'test' ? null : path.resolve(config.DATA_DIR, 'image-cache');
  }

  /**
   * The version of a source image: its creation time. Part of the cache key and ETag, so a
   * database recreated with other pictures under the same ids never serves stale files.
   */
  async version(id: number): Promise<string> {
    const row =
      id <= MAX_ID ? (await this.db.select({ createdAt: images.createdAt }).from(images).where(eq(images.id, id)).limit(1))[0] : undefined;
    if (!row) throw notFound('ImageNotFound', `There is no image ${id}.`);
    return row.createdAt.getTime().toString(36);
  }

  etag(r: ImageRequest, version: string): string {
    return `"i${r.id}-${version}-${r.width}x${r.height}-f${r.fit}"`;
  }

  async render(r: ImageRequest, version: string): Promise<RenderedImage> {
    const key = `${r.id}-${version}-${r.width}x${r.height}-f${r.fit}`;
    const etag = this.etag(r, version);
    const cached = this.memory.get(key);
    if (cached) return { png: cached, etag };
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(key, r).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const png = await pending;
    this.memory.set(key, png);
    return { png, etag };
  }

  private async load(key: string, r: ImageRequest): Promise<Buffer> {
    const file = this.diskDir ? path.join(this.diskDir, `${key}.png`) : null;
    if (file) {
      const fromDisk = await readFile(file).catch(() => null);
      if (fromDisk) return fromDisk;
    }
    const row = (await this.db.select({ data: images.data }).from(images).where(eq(images.id, r.id)).limit(1))[0];
    if (!row) throw notFound('ImageNotFound', `There is no image ${r.id}.`);
    const png = await resize(row.data, r);
    if (file && this.diskDir) await this.saveToDisk(this.diskDir, file, png);
    return png;
  }

  // Written aside and renamed, so a concurrent reader never sees half a file. A full or read-only
  // disk only costs the cache, never the answer.
  private async saveToDisk(dir: string, file: string, png: Buffer): Promise<void> {
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(tmp, png);
      await rename(tmp, file);
    } catch {
      await unlink(tmp).catch(() => undefined);
    }
  }
}

/** Inserts a source image (PNG, JPEG, WebP or SVG) and answers its id. */
export async function storeImage(db: Db | Tx, data: Buffer): Promise<number> {
  const meta = await sharp(data).metadata();
  const [row] = await db
    .insert(images)
    .values({ mime: `image/${meta.format === 'svg' ? 'svg+xml' : meta.format}`, width: meta.width ?? 0, height: meta.height ?? 0, data })
    .returning({ id: images.id });
  return row!.id;
}
