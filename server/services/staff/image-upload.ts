// A picture uploaded in the console: decoded, turned upright, scaled down to at most 1600 px a side and
// stored as WebP in `images`, where the image service serves it in the app's sizes. Audited.
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { storeImage } from '../images';
import { writeAudit } from './audit';

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 1600;
const FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

const unreadable = (why: string) => badRequest('ImageUnreadable', `${why} Upload a PNG, JPEG, WebP or GIF picture of at most 5 MB.`, { field: 'data' });

export async function uploadImage(db: Db, staffId: number, base64: string) {
  const data = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (!data.length) throw unreadable('The picture is empty.');
  if (data.length > MAX_BYTES) throw unreadable('The picture is larger than 5 MB.');
  let resized: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(data).metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw new Error('format');
    resized = await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable('This file is not a picture the server can read.');
  }
  return db.transaction(async (tx) => {
    const id = await storeImage(tx, resized.data);
    const after = { id, width: resized.info.width, height: resized.info.height };
    await writeAudit(tx, { staffId, action: 'image.upload', entityType: 'image', entityId: id, before: null, after });
    return after;
  });
}
