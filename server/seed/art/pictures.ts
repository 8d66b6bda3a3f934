// The demo programme's picture types. Each answers SVG source; images.ts rasterises them.
// Subjects sit in the centre, so the 100x100 centre crops of lists look as good as 600x400.
import { illustration } from './illustrations';
import { motifs, type MotifName } from './motifs';
import { bubbles, discShadow, escapeXml, FONT, hills, linear, place, random, shadowGradient, svg } from './svg';

export interface Palette {
  from: string;
  to: string;
  /** Dark shade for lines drawn on white. */
  ink: string;
  /** Pale shade for light backgrounds. */
  pale: string;
}

export const palettes = {
  aurora: { from: '#5b3df5', to: '#13c7a3', ink: '#3a22c9', pale: '#eeeaff' },
  violet: { from: '#6a4cff', to: '#b06bff', ink: '#4a2ee0', pale: '#f1ebff' },
  teal: { from: '#0ea896', to: '#3ad29f', ink: '#087a6d', pale: '#e2f8f2' },
  sunset: { from: '#ff6a3d', to: '#ffb347', ink: '#c2410c', pale: '#fff0e8' },
  ocean: { from: '#2f6fe4', to: '#55c2ff', ink: '#1d4fb0', pale: '#e6efff' },
  forest: { from: '#1f8a5b', to: '#7ccf6b', ink: '#166846', pale: '#e6f6ea' },
  berry: { from: '#d6336c', to: '#ff7eb3', ink: '#a61e4d', pale: '#fde8f0' },
  night: { from: '#23245e', to: '#5b3df5', ink: '#23245e', pale: '#e9e8f7' },
  sand: { from: '#e9a23b', to: '#ff8c42', ink: '#a4610a', pale: '#fff4dc' },
  coral: { from: '#ff5e62', to: '#ff9966', ink: '#c92a3a', pale: '#ffecea' },
  slate: { from: '#34466b', to: '#6f86b3', ink: '#26334f', pale: '#e8edf6' },
  moss: { from: '#4d7c2a', to: '#b5d96b', ink: '#3b6020', pale: '#eef6e2' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

const W = 900;
const H = 600;

/**
 * Challenge pictures: the subject's illustrated scene (illustrations.ts); a subject without one is
 * drawn as gradient sky, hills and the subject on a white badge.
 */
export function scene(motif: MotifName, paletteName: PaletteName, seed: number): string {
  const p = palettes[paletteName];
  const rand = random(seed);
  const drawn = illustration(motif, p, rand);
  if (drawn) return svg(W, H, drawn.body, drawn.defs);
  // A vertical gradient and flat shapes: rows repeat, so the PNG stays small.
  const defs = linear('bg', p.from, p.to, 0, 1) + shadowGradient('shadow', 0.22);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    bubbles(rand, W, H, 8) +
    hills(rand, W, H, 420, '#ffffff', 0.12) +
    hills(rand, W, H, 480, p.ink, 0.22) +
    `<circle cx="450" cy="300" r="200" fill="#ffffff" opacity="0.14"/>` +
    discShadow('shadow', 450, 300, 150) +
    `<circle cx="450" cy="300" r="150" fill="#ffffff"/>` +
    `<circle cx="450" cy="300" r="132" fill="${p.pale}"/>` +
    place(motifs[motif](p.ink), 450, 300, 170);
  return svg(W, H, body, defs);
}

/** A landscape for news and the welcome tour: sun, layered mountains, the subject in a corner badge. */
export function landscape(motif: MotifName, paletteName: PaletteName, seed: number): string {
  const p = palettes[paletteName];
  const rand = random(seed);
  const drawn = illustration(motif, p, rand);
  if (drawn) return svg(W, H, drawn.body, drawn.defs);
  const defs = linear('sky', p.from, p.to, 0, 1) + shadowGradient('shadow', 0.2);
  const ridge = (top: number, colour: string, opacity: number) => {
    let d = `M0 ${H}`;
    const peaks = 5 + Math.floor(rand() * 3);
    for (let i = 0; i <= peaks; i++) {
      const x = (W / peaks) * i;
      const y = top + (i % 2 === 0 ? 50 + rand() * 60 : -rand() * 80);
      d += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
    }
    return `<path d="${d} L${W} ${H} Z" fill="${colour}" opacity="${opacity}"/>`;
  };
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${(560 + rand() * 200).toFixed(0)}" cy="150" r="70" fill="#fff7d6" opacity="0.9"/>` +
    bubbles(rand, W, 300, 5) +
    ridge(330, '#ffffff', 0.25) +
    ridge(400, p.ink, 0.35) +
    ridge(470, p.ink, 0.6) +
    discShadow('shadow', 450, 300, 118) +
    `<circle cx="450" cy="300" r="118" fill="#ffffff"/>` +
    place(motifs[motif](p.ink), 450, 300, 140);
  return svg(W, H, body, defs);
}

/** Prize pictures: the object in white on a bold disc over a pale, sparkling background. */
export function product(motif: MotifName, paletteName: PaletteName, seed: number): string {
  const p = palettes[paletteName];
  const rand = random(seed);
  const drawn = illustration(motif, p, rand);
  if (drawn) return svg(W, H, drawn.body, drawn.defs);
  const defs = linear('disc', p.from, p.to) + shadowGradient('shadow', 0.25);
  let sparkles = '';
  for (let i = 0; i < 7; i++) {
    const x = 80 + rand() * 740;
    const y = 60 + rand() * 480;
    if (Math.hypot(x - 450, y - 300) < 240) continue;
    const s = 8 + rand() * 12;
    sparkles += `<path d="M${x} ${y - s} L${x + s / 4} ${y - s / 4} L${x + s} ${y} L${x + s / 4} ${y + s / 4} L${x} ${y + s} L${x - s / 4} ${y + s / 4} L${x - s} ${y} L${x - s / 4} ${y - s / 4} Z" fill="${p.from}" opacity="0.55"/>`;
  }
  const body =
    `<rect width="${W}" height="${H}" fill="${p.pale}"/>` +
    bubbles(rand, W, H, 6, p.to) +
    sparkles +
    `<ellipse cx="450" cy="505" rx="170" ry="22" fill="${p.ink}" opacity="0.15"/>` +
    discShadow('shadow', 450, 290, 180) +
    `<circle cx="450" cy="290" r="180" fill="url(#disc)"/>` +
    place(motifs[motif]('#ffffff'), 450, 290, 220);
  return svg(W, H, body, defs);
}

/** Square tiles: prize categories and the picture answers of quizzes and surveys. */
export function tile(motif: MotifName, paletteName: PaletteName, seed: number): string {
  const p = palettes[paletteName];
  const rand = random(seed);
  const body =
    `<rect width="400" height="400" fill="url(#bg)"/>` +
    bubbles(rand, 400, 400, 5) +
    place(motifs[motif]('#ffffff'), 200, 200, 210);
  return svg(400, 400, body, linear('bg', p.from, p.to));
}

/** Partner logos: a rounded badge with the partner's subject and name. */
export function partnerLogo(name: string, motif: MotifName, paletteName: PaletteName): string {
  const p = palettes[paletteName];
  const size = name.length > 12 ? 38 : 44;
  const body =
    `<rect x="10" y="10" width="380" height="380" rx="84" fill="url(#bg)"/>` +
    place(motifs[motif]('#ffffff'), 200, 160, 170) +
    `<text x="200" y="320" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`;
  return svg(400, 400, body, linear('bg', p.from, p.to));
}

/** The aurora ribbon used by the programme's logo, banner and owner emblem. */
function auroraMark(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<circle cx="60" cy="60" r="56" fill="url(#mark)"/>` +
    `<path d="M14 78 L42 44 L58 62 L72 46 L106 78 A56 56 0 0 1 14 78 Z" fill="#ffffff" opacity="0.92"/>` +
    `<path d="M22 40 C40 20 66 44 98 24" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.85"/>` +
    `<path d="M26 54 C44 36 70 58 96 40" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.55"/>` +
    `</g>`
  );
}

const markGradient = linear('mark', '#5b3df5', '#13c7a3');

/** The programme's logo for light headers: mark plus word mark, transparent background. */
export function appLogo(name: string): string {
  // Wide enough for DejaVu Sans Bold, the widest of the usual fallback fonts.
  const width = Math.ceil(200 + name.length * 0.7 * 72);
  const body =
    auroraMark(8, 20, 1.33) +
    `<text x="190" y="124" font-family="${FONT}" font-size="72" font-weight="700" fill="#17152b">${escapeXml(name)}</text>`;
  return svg(width, 200, body, markGradient);
}

/** The owner's emblem: a large aurora mark with the owner's short name. */
export function ownerLogo(shortName: string): string {
  const body =
    `<rect width="800" height="800" rx="180" fill="#ffffff"/>` +
    auroraMark(190, 120, 3.5) +
    `<text x="400" y="660" text-anchor="middle" font-family="${FONT}" font-size="92" font-weight="700" fill="#17152b" letter-spacing="6">${escapeXml(shortName)}</text>`;
  return svg(800, 800, body, markGradient);
}

/** The mobile top banner: northern lights over dark hills. */
export function banner(name: string): string {
  const rand = random(7);
  const defs =
    linear('sky', '#1b1f4b', '#2b2d6e', 0, 1) +
    markGradient +
    `<linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#13c7a3" stop-opacity="0"/><stop offset="0.4" stop-color="#13c7a3" stop-opacity="0.8"/><stop offset="0.75" stop-color="#8f7bff" stop-opacity="0.75"/><stop offset="1" stop-color="#8f7bff" stop-opacity="0"/></linearGradient>` +
    `<filter id="blur"><feGaussianBlur stdDeviation="9"/></filter>`;
  let stars = '';
  for (let i = 0; i < 40; i++) {
    stars += `<circle cx="${(rand() * 1200).toFixed(0)}" cy="${(rand() * 170).toFixed(0)}" r="${(0.8 + rand() * 1.6).toFixed(1)}" fill="#ffffff" opacity="${(0.4 + rand() * 0.5).toFixed(2)}"/>`;
  }
  const body =
    `<rect width="1200" height="300" fill="url(#sky)"/>` +
    stars +
    `<path d="M-20 150 C200 40 420 190 640 90 S1000 30 1220 110" fill="none" stroke="url(#band)" stroke-width="46" filter="url(#blur)"/>` +
    `<path d="M-20 190 C240 110 460 220 700 140 S1040 90 1220 160" fill="none" stroke="url(#band)" stroke-width="26" filter="url(#blur)" opacity="0.7"/>` +
    hills(rand, 1200, 300, 215, '#12143a', 0.9) +
    hills(rand, 1200, 300, 245, '#0b0c26', 1) +
    auroraMark(40, 96, 0.9) +
    `<text x="160" y="170" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`;
  return svg(1200, 300, body, defs);
}
