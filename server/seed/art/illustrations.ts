// Flat illustrations for the demo programme: a background scene (sky, hills, a café wall, the sea,
// a night sky) and a foreground object drawn from several shapes, in a palette's colours. Each
// subject (a motif name) has its own scene; pictures.ts falls back to its icon art for the others.
// Subjects sit in the centre, so the 100x100 centre crops of lists look as good as 900x600.
import type { Palette } from './pictures';
import { hills, linear } from './svg';

const W = 900;
const H = 600;

type Draw = (p: Palette, rand: () => number) => { defs: string; body: string };

const r = (n: number) => n.toFixed(0);

/** Day outdoors: a sky in the palette, a sun, clouds and two ranges of hills. */
function outdoors(p: Palette, rand: () => number, ground = '#7ccf6b'): { defs: string; body: string } {
  const cloud = (x: number, y: number, s: number) =>
    `<g fill="#ffffff" opacity="0.85"><ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(60 * s)}" ry="${r(22 * s)}"/><circle cx="${r(x - 20 * s)}" cy="${r(y - 12 * s)}" r="${r(24 * s)}"/><circle cx="${r(x + 18 * s)}" cy="${r(y - 18 * s)}" r="${r(30 * s)}"/></g>`;
  return {
    defs: linear('sky', p.pale, p.to, 0, 1),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${r(700 + rand() * 120)}" cy="110" r="56" fill="#fff3c4"/>` +
      cloud(150 + rand() * 120, 110 + rand() * 40, 1) +
      cloud(520 + rand() * 100, 80 + rand() * 30, 0.7) +
      hills(rand, W, H, 330, p.from, 0.35) +
      hills(rand, W, H, 400, ground, 1),
  };
}

/** Indoors: a wall in the palette's pale shade, a window, and a wooden table top. */
function cafe(p: Palette, rand: () => number): { defs: string; body: string } {
  const x = 80 + rand() * 60;
  return {
    defs: '',
    body:
      `<rect width="${W}" height="${H}" fill="${p.pale}"/>` +
      `<rect x="${r(x)}" y="70" width="220" height="200" rx="12" fill="${p.to}" opacity="0.55"/>` +
      `<path d="M${r(x + 110)} 70 v200 M${r(x)} 170 h220" stroke="#ffffff" stroke-width="10"/>` +
      `<rect x="640" y="90" width="150" height="110" rx="8" fill="#ffffff" opacity="0.7"/>` +
      `<path d="M660 180 l30 -40 l25 25 l20 -20 l35 35 Z" fill="${p.from}" opacity="0.6"/>` +
      `<g fill="${p.from}" opacity="0.5"><circle cx="560" cy="110" r="10"/><rect x="556" y="40" width="8" height="70"/></g>` +
      `<rect x="0" y="430" width="${W}" height="170" fill="#b07a4f"/>` +
      `<rect x="0" y="430" width="${W}" height="20" fill="#c99466"/>`,
  };
}

function night(p: Palette, rand: () => number): { defs: string; body: string } {
  let stars = '';
  for (let i = 0; i < 30; i++) stars += `<circle cx="${r(rand() * W)}" cy="${r(rand() * 300)}" r="${(1 + rand() * 2).toFixed(1)}" fill="#ffffff" opacity="0.8"/>`;
  return {
    defs: linear('sky', '#1b1f4b', p.from, 0, 1),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      stars +
      `<circle cx="720" cy="110" r="46" fill="#fff7d6"/><circle cx="740" cy="96" r="42" fill="#1b1f4b" opacity="0.9"/>` +
      hills(rand, W, H, 380, '#12143a', 0.8) +
      hills(rand, W, H, 440, '#0b0c26', 1),
  };
}

function sea(p: Palette, rand: () => number): { defs: string; body: string } {
  let waves = '';
  for (let i = 0; i < 6; i++) {
    const y = 380 + i * 38;
    waves += `<path d="M${r(rand() * 200 - 100)} ${y} q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.4"/>`;
  }
  return {
    defs: linear('sky', p.pale, p.to, 0, 1) + linear('water', p.from, p.ink, 0, 1),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${r(180 + rand() * 100)}" cy="140" r="60" fill="#fff3c4"/>` +
      hills(rand, W, H, 300, p.ink, 0.35) +
      `<rect y="360" width="${W}" height="240" fill="url(#water)"/>` +
      waves,
  };
}

const shadow = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r(rx * 0.14)}" fill="#000000" opacity="0.18"/>`;

const coffeeCup = (p: Palette) =>
  shadow(450, 470, 150) +
  `<ellipse cx="450" cy="462" rx="150" ry="26" fill="#ffffff"/><ellipse cx="450" cy="456" rx="120" ry="18" fill="#e9e4f5"/>` +
  `<path d="M350 300 h200 v90 a70 70 0 0 1 -70 70 h-60 a70 70 0 0 1 -70 -70 Z" fill="#ffffff"/>` +
  `<path d="M350 330 h200 v24 h-200 Z" fill="${p.from}"/>` +
  `<path d="M550 320 h24 a36 36 0 0 1 0 72 h-28" fill="none" stroke="#ffffff" stroke-width="18"/>` +
  `<ellipse cx="450" cy="300" rx="100" ry="16" fill="#6b3e26"/>` +
  `<path d="M410 260 q-16 -24 0 -48 q16 -24 0 -48 M450 250 q-16 -24 0 -48 q16 -24 0 -48 M490 260 q-16 -24 0 -48 q16 -24 0 -48" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`;

const bun = () =>
  shadow(450, 470, 170) +
  `<ellipse cx="450" cy="455" rx="175" ry="30" fill="#ffffff"/>` +
  `<ellipse cx="450" cy="400" rx="150" ry="70" fill="#d98e48"/>` +
  `<path d="M330 400 q60 -60 120 -10 q60 50 120 -10" fill="none" stroke="#f3d2a2" stroke-width="16" stroke-linecap="round"/>` +
  `<path d="M360 372 q50 -40 90 -4 q40 36 90 -4" fill="none" stroke="#8a4b1f" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`;

const bicycle = (p: Palette) => {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="420" r="78" fill="none" stroke="#26334f" stroke-width="14"/><circle cx="${cx}" cy="420" r="8" fill="#26334f"/>` +
    `<path d="M${cx - 70} 420 h140 M${cx} 350 v140" stroke="#26334f" stroke-width="3" opacity="0.6"/>`;
  return (
    shadow(450, 500, 240) +
    wheel(320) +
    wheel(580) +
    `<path d="M320 420 L400 300 H540 L580 420 M400 300 L460 420 L540 300 M460 420 H320" fill="none" stroke="${p.from}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M380 282 h50" stroke="#26334f" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M540 300 l10 -40 h34" fill="none" stroke="#26334f" stroke-width="12" stroke-linecap="round"/>`
  );
};

const kayak = (p: Palette) =>
  `<path d="M230 420 q220 50 440 0 q-220 -40 -440 0 Z" fill="${p.from}"/>` +
  `<ellipse cx="450" cy="412" rx="60" ry="12" fill="#26334f"/>` +
  `<circle cx="450" cy="350" r="22" fill="#f2c29b"/><path d="M425 410 q25 -70 50 0" fill="#ffb347"/>` +
  `<path d="M330 330 L570 430" stroke="#26334f" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="M316 316 l30 8 l-10 22 Z M584 444 l-30 -8 l10 -22 Z" fill="#26334f"/>`;

const pine = (x: number, y: number, s: number, colour: string) =>
  `<rect x="${r(x - 8 * s)}" y="${r(y)}" width="${r(16 * s)}" height="${r(40 * s)}" fill="#7a4a2a"/>` +
  `<path d="M${r(x)} ${r(y - 170 * s)} L${r(x + 70 * s)} ${r(y - 50 * s)} H${r(x - 70 * s)} Z M${r(x)} ${r(y - 120 * s)} L${r(x + 90 * s)} ${r(y + 5 * s)} H${r(x - 90 * s)} Z" fill="${colour}"/>`;

const forest = (p: Palette) => pine(300, 420, 0.8, p.ink) + pine(600, 430, 0.9, p.ink) + pine(450, 460, 1.3, '#1f8a5b');

const plantPot = (p: Palette) =>
  shadow(450, 480, 130) +
  `<path d="M370 380 h160 l-20 100 h-120 Z" fill="${p.from}"/><rect x="360" y="366" width="180" height="28" rx="8" fill="${p.ink}"/>` +
  `<path d="M450 366 v-110" stroke="#2f7d4a" stroke-width="10"/>` +
  `<path d="M450 300 c-70 -10 -100 -60 -100 -100 c50 0 100 30 100 100 Z" fill="#3aa55d"/>` +
  `<path d="M450 270 c60 -10 100 -60 100 -110 c-60 0 -100 40 -100 110 Z" fill="#5cc47a"/>` +
  `<path d="M450 330 c40 0 80 -30 90 -60 c-50 0 -80 20 -90 60 Z" fill="#2f8f4e"/>`;

const compassRose = (p: Palette) =>
  shadow(450, 480, 140) +
  `<circle cx="450" cy="340" r="130" fill="#f5d06f"/><circle cx="450" cy="340" r="110" fill="#ffffff"/>` +
  `<path d="M450 240 L475 340 L450 440 L425 340 Z" fill="${p.ink}"/><path d="M450 240 L475 340 H425 Z" fill="#e24b4b"/>` +
  `<circle cx="450" cy="340" r="12" fill="#26334f"/>` +
  `<rect x="435" y="196" width="30" height="20" rx="6" fill="#f5d06f"/>`;

const sailboat = (p: Palette) =>
  `<path d="M330 400 h240 l-40 50 h-160 Z" fill="#ffffff"/><path d="M330 400 h240 l-8 10 h-224 Z" fill="${p.ink}"/>` +
  `<path d="M455 150 v250" stroke="#26334f" stroke-width="8"/>` +
  `<path d="M465 160 L580 380 H465 Z" fill="#ffffff"/><path d="M445 190 L350 380 H445 Z" fill="${p.from}"/>`;

const beach = (p: Palette) =>
  `<path d="M0 470 q450 -60 ${W} 0 V${H} H0 Z" fill="#f3d9a4"/>` +
  `<path d="M470 470 L430 240" stroke="#26334f" stroke-width="8"/>` +
  `<path d="M300 260 q130 -110 260 -40 Z" fill="${p.from}"/><path d="M300 260 q40 -60 90 -78 q-20 50 -10 86 Z M480 210 q40 10 80 10 q-40 -60 -100 -38 Z" fill="#ffffff" opacity="0.7"/>` +
  `<rect x="500" y="440" width="130" height="20" rx="6" fill="${p.ink}"/><rect x="520" y="420" width="20" height="20" fill="#ffffff"/>`;

const backpackTrail = (p: Palette) =>
  `<path d="M380 600 Q430 480 450 420 T470 330" fill="none" stroke="#e8d3a8" stroke-width="60" stroke-linecap="round"/>` +
  shadow(450, 490, 120) +
  `<rect x="370" y="250" width="160" height="230" rx="46" fill="${p.from}"/>` +
  `<rect x="395" y="360" width="110" height="90" rx="18" fill="${p.ink}"/>` +
  `<path d="M410 250 v-30 a40 40 0 0 1 80 0 v30" fill="none" stroke="${p.ink}" stroke-width="14"/>` +
  `<rect x="395" y="290" width="110" height="16" rx="8" fill="#ffffff" opacity="0.6"/>` +
  `<rect x="340" y="440" width="220" height="30" rx="15" fill="#6f86b3"/>`;

const cinemaTicket = (p: Palette) =>
  `<rect width="${W}" height="${H}" fill="#23245e"/>` +
  `<path d="M0 0 h140 v${H} h-140 Z M${W - 140} 0 h140 v${H} h-140 Z" fill="#c92a3a"/>` +
  `<path d="M140 0 q30 300 0 ${H} M${W - 140} 0 q-30 300 0 ${H}" stroke="#a61e4d" stroke-width="14" fill="none"/>` +
  `<rect x="230" y="80" width="440" height="160" rx="10" fill="#ffffff" opacity="0.15"/>` +
  `<g transform="rotate(-8 450 380)"><path d="M290 300 h320 v50 a30 30 0 0 0 0 60 v50 h-320 v-50 a30 30 0 0 0 0 -60 Z" fill="#f5d06f"/>` +
  `<path d="M520 300 v160" stroke="#a4610a" stroke-width="4" stroke-dasharray="10 8"/>` +
  `<rect x="320" y="350" width="170" height="14" rx="7" fill="${p.ink}"/><rect x="320" y="380" width="120" height="14" rx="7" fill="${p.ink}" opacity="0.6"/>` +
  `<path d="M550 360 l30 20 l-30 20 Z" fill="${p.ink}"/></g>` +
  `<g fill="#ffffff"><rect x="200" y="500" width="500" height="60" rx="12" opacity="0.12"/></g>`;

const campTent = (p: Palette) =>
  `<path d="M290 470 L450 240 L610 470 Z" fill="${p.from}"/><path d="M450 240 L610 470 H520 Z" fill="${p.ink}"/>` +
  `<path d="M450 300 L410 470 H490 Z" fill="#1b1f4b"/>` +
  `<g transform="translate(660 470)"><path d="M-30 0 l30 -60 l30 60 Z" fill="#ffb347"/><path d="M-16 0 l16 -34 l16 34 Z" fill="#fff3c4"/><rect x="-40" y="-4" width="80" height="10" rx="5" fill="#7a4a2a"/></g>`;

const storefront = (p: Palette) =>
  `<rect x="210" y="180" width="480" height="300" fill="#ffffff"/>` +
  `<path d="M190 180 h520 v60 h-520 Z" fill="${p.from}"/>` +
  `<path d="M190 240 ${Array.from({ length: 8 }, () => `a32.5 28 0 0 0 65 0`).join(' ')}" fill="${p.from}"/>` +
  `<path d="M190 180 h65 v60 h-65 Z M320 180 h65 v60 h-65 Z M450 180 h65 v60 h-65 Z M580 180 h65 v60 h-65 Z" fill="#ffffff" opacity="0.35"/>` +
  `<rect x="250" y="300" width="200" height="130" rx="6" fill="${p.pale}"/><rect x="500" y="300" width="130" height="180" rx="6" fill="${p.ink}"/>` +
  `<circle cx="610" cy="395" r="7" fill="#f5d06f"/>` +
  `<rect x="180" y="476" width="540" height="16" fill="#6f86b3"/>`;

const giftBox = (p: Palette, rand: () => number) => {
  let confetti = '';
  const colours = [p.from, p.to, '#f5d06f', '#ff7eb3', '#13c7a3'];
  for (let i = 0; i < 36; i++) {
    const x = 60 + rand() * 780;
    const y = 40 + rand() * 420;
    if (Math.abs(x - 450) < 170 && y > 180) continue;
    confetti += `<rect x="${r(x)}" y="${r(y)}" width="14" height="8" rx="3" fill="${colours[i % colours.length]}" transform="rotate(${r(rand() * 180)} ${r(x)} ${r(y)})"/>`;
  }
  return (
    confetti +
    shadow(450, 490, 170) +
    `<rect x="310" y="300" width="280" height="180" rx="10" fill="${p.from}"/><rect x="290" y="250" width="320" height="64" rx="10" fill="${p.ink}"/>` +
    `<rect x="430" y="250" width="40" height="230" fill="#f5d06f"/>` +
    `<path d="M450 250 c-40 -70 -120 -60 -100 -16 c12 24 60 18 100 16 c40 2 88 8 100 -16 c20 -44 -60 -54 -100 16" fill="#f5d06f"/>`
  );
};

const shoppingBag = (p: Palette) =>
  `<rect x="0" y="470" width="${W}" height="130" fill="#c9c4d8"/>` +
  shadow(450, 480, 130) +
  `<path d="M340 250 h220 l20 230 h-260 Z" fill="${p.from}"/>` +
  `<path d="M400 250 v-30 a50 50 0 0 1 100 0 v30" fill="none" stroke="${p.ink}" stroke-width="14"/>` +
  `<circle cx="450" cy="360" r="50" fill="#ffffff"/>` +
  `<text x="450" y="380" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="${p.ink}">%</text>`;

const waterBottle = (p: Palette) =>
  shadow(450, 490, 90) +
  `<rect x="400" y="210" width="100" height="280" rx="34" fill="${p.from}"/><rect x="420" y="170" width="60" height="50" rx="10" fill="${p.ink}"/>` +
  `<rect x="400" y="300" width="100" height="70" fill="#ffffff" opacity="0.85"/><path d="M430 335 h40" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>`;

const snowyHills = (p: Palette, rand: () => number) => {
  let flakes = '';
  for (let i = 0; i < 40; i++) flakes += `<circle cx="${r(rand() * W)}" cy="${r(rand() * 420)}" r="${(2 + rand() * 4).toFixed(1)}" fill="#ffffff" opacity="0.9"/>`;
  return (
    `<path d="M0 420 q225 -80 450 0 t450 0 V${H} H0 Z" fill="#ffffff"/>` +
    flakes +
    `<circle cx="450" cy="400" r="70" fill="#ffffff"/><circle cx="450" cy="300" r="50" fill="#ffffff"/>` +
    `<circle cx="435" cy="290" r="6" fill="#26334f"/><circle cx="465" cy="290" r="6" fill="#26334f"/><path d="M450 305 l30 8 l-30 6 Z" fill="#ff8c42"/>` +
    `<path d="M400 340 q50 20 100 0" stroke="${p.from}" stroke-width="16" fill="none" stroke-linecap="round"/>`
  );
};

const mountainPeak = (p: Palette) =>
  `<path d="M140 480 L380 180 L470 300 L560 210 L780 480 Z" fill="${p.ink}"/>` +
  `<path d="M380 180 L330 242 L360 262 L390 236 L420 262 Z M560 210 L520 260 L545 270 L575 250 Z" fill="#ffffff"/>` +
  `<path d="M560 210 v-60 l40 14 l-40 14" fill="none" stroke="#26334f" stroke-width="6"/><path d="M560 150 l40 14 l-40 14 Z" fill="#e24b4b"/>`;

/** Each subject's scene: a backdrop and what stands in front of it. */
const SCENES: Partial<Record<string, Draw>> = {
  cup: (p, rand) => add(cafe(p, rand), coffeeCup(p)),
  bread: (p, rand) => add(cafe(p, rand), bun()),
  bike: (p, rand) => add(outdoors(p, rand), `<path d="M0 500 q450 -40 ${W} 0 v20 q-450 -40 -${W} 0 Z" fill="#6f86b3"/>` + bicycle(p)),
  paddle: (p, rand) => add(sea(p, rand), grow(kayak(p), 450, 400, 1.7)),
  wave: (p, rand) => add(sea(p, rand), sailboat(p)),
  sun: (p, rand) => add(sea(p, rand), `<path d="M0 470 q450 -60 ${W} 0 V${H} H0 Z" fill="#f3d9a4"/>` + grow(beach(p), 450, 470, 1.3)),
  tree: (p, rand) => add(outdoors(p, rand), forest(p)),
  leaf: (p, rand) => add(outdoors(p, rand, '#9bd88a'), plantPot(p)),
  compass: (p, rand) => add(outdoors(p, rand), compassRose(p)),
  backpack: (p, rand) => add(outdoors(p, rand), backpackTrail(p)),
  mountain: (p, rand) => add(outdoors(p, rand), mountainPeak(p)),
  ticket: (p) => ({ defs: '', body: cinemaTicket(p) }),
  tent: (p, rand) => add(night(p, rand), campTent(p)),
  store: (p, rand) => add(outdoors(p, rand, '#b5b0c4'), storefront(p)),
  gift: (p, rand) => ({ defs: '', body: `<rect width="${W}" height="${H}" fill="${p.pale}"/>` + giftBox(p, rand) }),
  percent: (p, rand) => add(outdoors(p, rand, '#d9d4e6'), shoppingBag(p)),
  bag: (p, rand) => add(outdoors(p, rand, '#d9d4e6'), shoppingBag(p)),
  bottle: (p, rand) => add(outdoors(p, rand), waterBottle(p)),
  snowflake: (p, rand) => add(outdoors({ ...p, pale: '#eef4ff' }, rand, '#e8eef8'), snowyHills(p, rand)),
};

/** Draws `shapes` larger about (cx, cy). */
const grow = (shapes: string, cx: number, cy: number, scale: number) =>
  `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})">${shapes}</g>`;

function add(backdrop: { defs: string; body: string }, foreground: string) {
  return { defs: backdrop.defs, body: backdrop.body + foreground };
}

/** The subject's illustration (900x600 SVG body and defs), or null when it has none. */
export function illustration(motif: string, palette: Palette, rand: () => number): { defs: string; body: string } | null {
  const draw = SCENES[motif];
  return draw ? draw(palette, rand) : null;
}
