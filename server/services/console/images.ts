// A picture uploaded in the console: read by sharp first, so what is not a picture is refused with
// words (400) rather than stored; stored by storeImage, with an audit entry.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { badRequest } from '../../errors';
import { storeImage } from '../images';
import { writeAudit } from '../staff/audit';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export async function storeConsoleImage(db: Db, staffId: number, data: Buffer) {
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw badRequest('ImageUnreadable', 'This file is not a PNG, JPEG or WebP picture that can be read.', { field: 'image' });
  }
  return db.transaction(async (tx) => {
    const id = await storeImage(tx, data);
    const [row] = await tx.select({ width: images.width, height: images.height, mime: images.mime }).from(images).where(eq(images.id, id));
    await writeAudit(tx, { staffId, action: 'image.upload', entityType: 'image', entityId: id, after: { ...row, bytes: data.length } });
    return { id, width: row!.width, height: row!.height };
  });
}
