/** Server-resized image address (SPEC.md section 7, Images); f is the fit mode the server understands. */
export function imageUrl(id: number | string, w: number, h: number, f = 0): string {
  return `/image/i.${id}/w.${w}:h.${h}:f.${f}/image.png`;
}
