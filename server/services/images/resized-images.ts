// Resized pictures of the `images` table (AVIF, WebP or PNG as the browser's Accept allows), in the sizes of the contract's list only, a bounded number at
// a time, cached: on disk in DATA_DIR/image-cache (bounded, least recently used out first), and in a
// small in-memory LRU (the only cache in tests, whose database lives in memory too).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_SIZES, isImageSize } from '../../../contract/images';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { images } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { DiskCache } from './disk-cache';

// One libvips thread per resize: the bound on resizes at once is then a bound on CPU.
sharp.concurrency(1);

const MEMORY_BUDGET_BYTES = 48 * 1024 * 1024;
/** Resizes waiting for a turn beyond this are refused at once (503) rather than queued. */
const MAX_WAITING_RESIZES = 32;
const MAX_ID = 2_147_483_647;

export interface ImageRequest {
  id: number;
  width: number;
  height: number;
  /** 0: cover, cropping to exactly width x height; 1: fit inside, transparent padding. */
  fit: 0 | 1;
}

/** What is sent: the smallest format the request's Accept header takes. */
export type ImageFormat = 'avif' | 'webp' | 'png';

export function formatFor(accept: string | undefined): ImageFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'png';
}

export interface RenderedImage {
  body: Buffer;
  format: ImageFormat;
  etag: string;
}

/** Parses `i.{id}/w.{w}:h.{h}:f.{f}/image.png`; null when the path has another shape. */
export function parseImagePath(rest: string): ImageRequest | null {
  const m = /^i\.(\d{1,10})\/w\.(\d{1,5}):h\.(\d{1,5}):f\.(\d)\/image\.png$/.exec(rest);
  if (!m) return null;
  return { id: Number(m[1]), width: Number(m[2]), height: Number(m[3]), fit: Number(m[4]) as 0 | 1 };
}

export function validateImageRequest(r: ImageRequest): void {
  if (!isImageSize(r.width, r.height, r.fit)) {
    const sizes = IMAGE_SIZES.map(([w, h, f]) => `w.${w}:h.${h}:f.${f}`).join(', ');
    throw badRequest('ImageSizeNotAllowed', `Images come in these sizes only: ${sizes}.`, { field: 'size' });
  }
}

/** At most `limit` resizes run at once; a few more wait their turn; the rest are told to come back. */
class ResizeSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else if (this.waiting.length >= MAX_WAITING_RESIZES) {
      throw new AppError(503, 'ImagesBusy', 'Too many pictures are being prepared. Try again in a moment.');
    } else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so the count never overshoots the limit.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export async function resize(source: Buffer, r: ImageRequest, format: ImageFormat = 'png'): Promise<Buffer> {
  const pipeline = sharp(source, { limitInputPixels: 40_000_000 }).rotate();
  if (r.fit === 0) pipeline.resize(r.width, r.height, { fit: 'cover', position: 'centre' });
  else pipeline.resize(r.width, r.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
  // AVIF at a low effort: its encoder is the slowest, and every size is made once, then cached.
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: 80, effort: 4 }).toBuffer();
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
  private readonly disk: DiskCache | null;
  private readonly slots: ResizeSlots;

  constructor(
    private readonly db: Db,
    config: Config,
  ) {
    this.disk =
      config.NODE_ENV === 'test' ? null : new DiskCache(path.resolve(config.DATA_DIR, 'image-cache'), config.IMAGE_CACHE_MB * 1024 * 1024);
    this.slots = new ResizeSlots(config.IMAGE_RESIZES_AT_ONCE);
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

  /** PNG keeps the ETag it always had; the other formats are other representations of the URL. */
  etag(r: ImageRequest, version: string, format: ImageFormat = 'png'): string {
    return `"i${r.id}-${version}-${r.width}x${r.height}-f${r.fit}${format === 'png' ? '' : `-${format}`}"`;
  }

  async render(r: ImageRequest, version: string, format: ImageFormat = 'png'): Promise<RenderedImage> {
    const key = `${r.id}-${version}-${r.width}x${r.height}-f${r.fit}`;
    const etag = this.etag(r, version, format);
    const cacheKey = `${key}.${format}`;
    const cached = this.memory.get(cacheKey);
    if (cached) return { body: cached, format, etag };
    let pending = this.inFlight.get(cacheKey);
    if (!pending) {
      pending = this.load(cacheKey, r, format).finally(() => this.inFlight.delete(cacheKey));
      this.inFlight.set(cacheKey, pending);
    }
    const body = await pending;
    this.memory.set(cacheKey, body);
    return { body, format, etag };
  }

  private async load(name: string, r: ImageRequest, format: ImageFormat): Promise<Buffer> {
    const fromDisk = await this.disk?.read(name);
    if (fromDisk) return fromDisk;
    const row = (await this.db.select({ data: images.data }).from(images).where(eq(images.id, r.id)).limit(1))[0];
    if (!row) throw notFound('ImageNotFound', `There is no image ${r.id}.`);
    const body = await this.slots.run(() => resize(row.data, r, format));
    await this.disk?.write(name, body);
    return body;
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
