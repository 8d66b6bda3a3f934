// Writes src/styles/fonts/inter-latin-ext-wght-normal.woff2: Inter's variable Latin Extended file from
// @fontsource-variable/inter (85 KB) cut to the letters of Latin Extended-A (Lithuanian, Latvian, Polish,
// Czech and most other European languages), Romanian's comma letters and the currency signs, with its
// weight axis kept: 20 KB. Run after updating @fontsource-variable/inter: node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

/** The code points kept; src/styles/fonts.css gives the same list as the face's unicode-range. */
const KEPT = [
  [0x0100, 0x017f],
  [0x0218, 0x021b],
  [0x2020, 0x2020],
  [0x20a0, 0x20c0],
  [0x2113, 0x2113],
];

const text = KEPT.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
const source = readFileSync(new URL('../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', import.meta.url));
const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
const target = new URL('../src/styles/fonts/inter-latin-ext-wght-normal.woff2', import.meta.url);
writeFileSync(target, subset);
console.log(`${target.pathname}: ${subset.length} bytes (from ${source.length})`);
