import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../server/services/images/resized-images';
import { createTestApp, type TestApp } from './helpers';

/** A 300x200 picture: red left half, blue right half. */
const source = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 150, height: 200, channels: 3, background: '#0000ff' } }, left: 150, top: 0 }])
    .png()
    .toBuffer();

describe('GET /image/i.{id}/w.{w}:h.{h}:f.{f}/image.png', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    id = await storeImage(t.database.db, await source());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('f=0 crops to exactly the asked size', async () => {
    for (const [w, h] of [[100, 100], [600, 400], [800, 533]] as const) {
      const res = await get(`/image/i.${id}/w.${w}:h.${h}:f.0/image.png`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', w, h]);
    }
  });

  it('f=1 fits the whole picture inside, padding with transparency', async () => {
    const res = await get(`/image/i.${id}/w.200:h.200:f.1/image.png`);
    const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 200]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(100, 4)).toBe(0);
    expect(alphaAt(100, 195)).toBe(0);
    expect(alphaAt(20, 100)).toBe(255);
    expect(alphaAt(180, 100)).toBe(255);
  });

  it('answers AVIF or WebP when the browser takes them, PNG otherwise, varying on Accept', async () => {
    const url = `/image/i.${id}/w.600:h.400:f.0/image.png`;
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const cases = [
      [chromium, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/png', 'png'],
    ] as const;
    const etags = new Set<string>();
    const sizes: Record<string, number> = {};
    for (const [accept, type, format] of cases) {
      const res = await get(url, { accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toContain('Accept');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 600, 400]);
      etags.add(String(res.headers.etag));
      sizes[format] = res.rawPayload.length;
    }
    expect(etags.size).toBe(3);
    expect(sizes.webp!).toBeLessThan(sizes.png!);
    expect(sizes.heif!).toBeLessThan(sizes.png!);
  });

  it('answers long-lived cache headers and an ETag, then 304 for it', async () => {
    const url = `/image/i.${id}/w.600:h.400:f.0/image.png`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(`/image/i.${id}/w.600:h.396:f.0/image.png`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('accepts percent-encoded colons', async () => {
    const res = await get(`/image/i.${id}/w.100%3Ah.100%3Af.0/image.png`);
    expect(res.statusCode).toBe(200);
  });

  it('renders only the sizes of the contract list: any other is 400 ImageSizeNotAllowed', async () => {
    for (const dims of ['w.0:h.100:f.0', 'w.100:h.2001:f.0', 'w.99:h.100:f.0', 'w.100:h.100:f.1', 'w.100:h.100:f.2', 'w.1999:h.1999:f.0']) {
      const res = await get(`/image/i.${id}/${dims}/image.png`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ImageSizeNotAllowed', field: 'size' });
    }
  });

  it('answers 404 ImageNotFound for unknown ids and other paths', async () => {
    for (const url of [
      '/image/i.999999/w.100:h.100:f.0/image.png',
      '/image/i.9999999999/w.100:h.100:f.0/image.png',
      `/image/i.${id}/w.100:h.100:f.0/image.jpg`,
      `/image/i.x/w.100:h.100:f.0/image.png`,
      '/image/',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_code: 'ImageNotFound' });
    }
  });
});

describe('image cache on disk', () => {
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'images-'));
    t = await createTestApp({ NODE_ENV: 'development', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps each rendered size in DATA_DIR/image-cache and serves it again', async () => {
    const id = await storeImage(t.database.db, await source());
    const url = `/image/i.${id}/w.160:h.160:f.0/image.png`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const dir = path.join(dataDir, 'image-cache');
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(1);
    const second = await t.app.inject({ method: 'GET', url });
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });
});

describe('resizes at once', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp({ IMAGE_RESIZES_AT_ONCE: '1' });
    id = await storeImage(t.database.db, await source());
  });
  afterAll(() => t.close());

  it('are bounded: many sizes asked at once all come, no more than the bound resizing together', async () => {
    let running = 0;
    let most = 0;
    const sharpModule = await import('sharp');
    const toBuffer = sharpModule.default.prototype.toBuffer;
    sharpModule.default.prototype.toBuffer = function (this: Sharp, ...args: never[]) {
      running += 1;
      most = Math.max(most, running);
      return (toBuffer.apply(this, args) as Promise<Buffer>).finally(() => (running -= 1));
    } as typeof toBuffer;
    try {
      const sizes = ['w.100:h.100:f.0', 'w.160:h.160:f.0', 'w.300:h.300:f.0', 'w.600:h.400:f.0', 'w.800:h.400:f.0'];
      const answers = await Promise.all(sizes.map((size) => t.app.inject({ method: 'GET', url: `/image/i.${id}/${size}/image.png` })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(most).toBe(1);
    } finally {
      sharpModule.default.prototype.toBuffer = toBuffer;
    }
  });
});
