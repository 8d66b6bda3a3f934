// Pictures the console uploads (prizes, categories): checked to be a PNG, JPEG or WebP of a sensible
// size, stored in the images table (services/images.ts serves them resized) and audited.
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { storeImage } from '../images';
import { writeAudit } from '../staff/audit';

const MAX_BYTES = 4 * 1024 * 1024;
const MAX_SIDE = 8000;
const FORMATS = new Set(['png', 'jpeg', 'webp']);

const notAPicture = (message: string) => badRequest('ImageInvalid', message, { field: 'data' });

export async function uploadImage(db: Db, staffId: number, base64: string) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw notAPicture('The picture must be sent as base64.');
  const data = Buffer.from(base64, 'base64');
  if (data.length > MAX_BYTES) throw notAPicture('The picture is larger than 4 MB.');
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format)) throw notAPicture('This is not a PNG, JPEG or WebP picture.');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE) throw notAPicture(`A picture may be at most ${MAX_SIDE} pixels wide and high.`);
  return db.transaction(async (tx) => {
    const id = await storeImage(tx, data);
    await writeAudit(tx, { staffId, action: 'image.upload', entityType: 'image', entityId: id, after: { id, format: meta.format, width, height, bytes: data.length } });
    return { id, width, height };
  });
}
