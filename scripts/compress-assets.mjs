// After `vite build`: a brotli and a gzip copy beside every text file the server sends as it is
// (server/plugins/static-app.ts serves them with preCompressed), so no request compresses on the fly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), 'dist');
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/**
 * A compressed copy is written when it saves more than its response headers cost (content-encoding and
 * vary, about 40 bytes), with a margin: a 500-byte stylesheet of a route comes to about 280 in brotli.
 */
const MIN_SAVING_BYTES = 100;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (/^\.(vite|server-render)/.test(path.relative(dist, file))) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (body.length - br.length <= MIN_SAVING_BYTES) continue;
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(`${files} files pre-compressed (brotli ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB)`);
