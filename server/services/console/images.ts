// A picture uploaded in the console (challenges, news, prizes, categories): decoded, turned upright,
// scaled down to at most 1600 px a side and stored as WebP in `images`, where the image service serves
// it in the app's sizes. What is not a picture is refused with words (400). Audited.
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { storeImage } from '../images/resized-images';
import { writeAudit } from '../staff/audit';

/** What the console may upload, as the Content-Type of the request's body. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 1600;
const FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

const unreadable = () =>
  badRequest('ImageUnreadable', 'This file is not a picture the server can read. Upload a PNG, JPEG, WebP or GIF picture of at most 5 MB.', {
    field: 'image',
  });

export async function storeConsoleImage(db: Db, staffId: number, data: Buffer) {
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
    throw unreadable();
  }
  return db.transaction(async (tx) => {
    const id = await storeImage(tx, resized.data);
    const after = { id, width: resized.info.width, height: resized.info.height, mime: 'image/webp', bytes: data.length };
    await writeAudit(tx, { staffId, action: 'image.upload', entityType: 'image', entityId: id, before: null, after });
    return { id, width: after.width, height: after.height };
  });
}
