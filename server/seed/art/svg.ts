// Small helpers for the demo programme's pictures, drawn as SVG and rasterised by sharp.
import sharp from 'sharp';

/** Deterministic pseudo-random numbers (mulberry32), so every seed run draws the same pictures. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FONT = "DejaVu Sans, Inter, 'Segoe UI', Arial, Helvetica, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Gradient for a soft round shadow; far cheaper to rasterise than a blur filter. */
export function shadowGradient(id: string, opacity = 0.28): string {
  return `<radialGradient id="${id}"><stop offset="0.78" stop-color="#000" stop-opacity="${opacity}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
}

/** A disc's shadow: put it just before the disc of radius `r` centred on (cx, cy). */
export function discShadow(id: string, cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy + r * 0.06}" r="${r * 1.12}" fill="url(#${id})"/>`;
}

/** Places a 100x100 motif so that it fills a square of `size` centred on (cx, cy). */
export function place(motif: string, cx: number, cy: number, size: number): string {
  const s = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})">${motif}</g>`;
}

/** Soft translucent circles scattered over a background. */
export function bubbles(rand: () => number, width: number, height: number, count: number, colour = '#ffffff'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 20 + rand() * (Math.min(width, height) / 3.5);
    out += `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.05 + rand() * 0.1).toFixed(2)}"/>`;
  }
  return out;
}

/** A gentle range of hills along the bottom edge. */
export function hills(rand: () => number, width: number, height: number, top: number, colour: string, opacity: number): string {
  const steps = 4 + Math.floor(rand() * 3);
  let d = `M0 ${height} L0 ${top + rand() * 40}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = top + rand() * 70;
    const cx = x - width / steps / 2;
    const cy = top - 30 + rand() * 60;
    d += ` Q${cx.toFixed(0)} ${cy.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  d += ` L${width} ${height} Z`;
  return `<path d="${d}" fill="${colour}" opacity="${opacity}"/>`;
}

export async function rasterise(source: string): Promise<Buffer> {
  return sharp(Buffer.from(source)).png({ compressionLevel: 6 }).toBuffer();
}
