// Renders the PNG app icons from the SVG sources: `node public/icons/render.mjs` after editing them.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('.', import.meta.url));
const outputs = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: full-bleed source.
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

for (const { source, file, size } of outputs) {
  const svg = await readFile(`${dir}/${source}`);
  await sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`${dir}/${file}`);
  console.log(`${file} ${size}x${size}`);
}
