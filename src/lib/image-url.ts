import type { ImageSizeArgs } from '@contract/images';

/**
 * Server-resized image address (docs/product.md section 7, Images). Only the sizes of the contract's list
 * type-check; the server refuses any other. Fit 0 (cover) is the default, 1 fits inside.
 */
export function imageUrl(id: number | string, ...size: ImageSizeArgs): string {
  const [w, h, f = 0] = size;
  return `/image/i.${id}/w.${w}:h.${h}:f.${f}/image.png`;
}

/**
 * A srcset of the same picture in several of the contract's sizes (one shape, several widths), so
 * the browser takes the smallest that is sharp on its screen.
 */
export function imageSrcSet(id: number | string, ...sizes: ImageSizeArgs[]): string {
  return sizes.map((size) => `${imageUrl(id, ...size)} ${size[0]}w`).join(', ');
}
