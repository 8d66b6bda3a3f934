// After `vite build`: source maps leave dist/ (which is served to everyone) for dist-sourcemaps/,
// kept for error reporting (upload them to the error tracker from there).
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const target = path.join(root, 'dist-sourcemaps');
rmSync(target, { recursive: true, force: true });

let moved = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(target, path.relative(dist, from));
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(from, to);
  moved += 1;
}
console.log(`${moved} source maps moved to dist-sourcemaps/ (not served)`);
