// `npm run bench`: prints figures; it asserts nothing (targets are read, not tested).
// `npm run bench -- api` (or bundle, pwa, flaky) runs only the named parts.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { benchApi } from './api-load';
import { benchBundle } from './bundle';
import { benchFlakyFigures } from './flaky';
import { benchPwaFigures } from './pwa';

const parts: Array<[string, () => Promise<void>]> = [
  ['bundle', benchBundle],
  ['pwa', benchPwaFigures],
  ['flaky', benchFlakyFigures],
  ['api', benchApi],
];
const only = process.argv.slice(2);
const chosen = parts.filter(([name]) => only.length === 0 || only.includes(name));
if (chosen.some(([name]) => name !== 'api') && !existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
for (const [, run] of chosen) await run();
