// The image sizes the app (and its notifications) ask for: width, height and fit (0 cover, 1 contain).
// The server renders these and no other, so a stranger cannot make it render millions of variants.
// No zod here: the app imports this file for its types without pulling the contract's validators.

export const IMAGE_SIZES = [
  [100, 100, 0],
  [160, 160, 0],
  [200, 200, 1],
  [300, 300, 0],
  [480, 96, 1],
  [600, 396, 0],
  [600, 400, 0],
  [720, 360, 1],
  [800, 200, 0],
  [800, 200, 1],
  [800, 400, 0],
  [800, 533, 0],
  [800, 800, 1],
  [1200, 500, 0],
] as const;

export type ImageSize = (typeof IMAGE_SIZES)[number];

/** A size as imageUrl takes it: fit 0 may be left out. */
export type ImageSizeArgs = ImageSize | DefaultFit<ImageSize>;
type DefaultFit<S> = S extends readonly [infer W, infer H, 0] ? readonly [W, H] : never;

export const isImageSize = (width: number, height: number, fit: number) =>
  IMAGE_SIZES.some(([w, h, f]) => w === width && h === height && f === fit);
