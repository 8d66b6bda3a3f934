import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../server/services/images';
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
    for (const [w, h] of [[100, 100], [600, 400], [40, 300]] as const) {
      const res = await get(`/image/i.${id}/w.${w}:h.${h}:f.0/image.png`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', w, h]);
    }
  });

  it('f=1 fits the whole picture inside, padding with transparency', async () => {
    const res = await get(`/image/i.${id}/w.100:h.100:f.1/image.png`);
    const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 100]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(50, 2)).toBe(0);
    expect(alphaAt(50, 97)).toBe(0);
    expect(alphaAt(10, 50)).toBe(255);
    expect(alphaAt(90, 50)).toBe(255);
  });

  it('answers long-lived cache headers and an ETag, then 304 for it', async () => {
    const url = `/image/i.${id}/w.120:h.80:f.0/image.png`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(`/image/i.${id}/w.121:h.80:f.0/image.png`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('accepts percent-encoded colons', async () => {
    const res = await get(`/image/i.${id}/w.50%3Ah.50%3Af.0/image.png`);
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 ValidationError for sizes outside 1..2000 and an unknown fit', async () => {
    for (const dims of ['w.0:h.100:f.0', 'w.100:h.2001:f.0', 'w.99999:h.10:f.1', 'w.100:h.100:f.2']) {
      const res = await get(`/image/i.${id}/${dims}/image.png`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError' });
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
    const url = `/image/i.${id}/w.64:h.48:f.0/image.png`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const dir = path.join(dataDir, 'image-cache');
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(1);
    const second = await t.app.inject({ method: 'GET', url });
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });
});
