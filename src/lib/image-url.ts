import type { ImageSizeArgs } from '@/api/contract/images';

/**
 * Server-resized image address (SPEC.md section 7, Images). Only the sizes of the contract's list
 * type-check; the server refuses any other. Fit 0 (cover) is the default, 1 fits inside.
 */
export function imageUrl(id: number | string, ...size: ImageSizeArgs): string {
  const [w, h, f = 0] = size;
  return `/image/i.${id}/w.${w}:h.${h}:f.${f}/image.png`;
}
