// `npm run bench`: prints figures; it asserts nothing (targets are read, not tested).
// `npm run bench -- first-screen pwa`: only the sections named (`-- api` needs no build).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { benchApi } from './api-load';
import { benchBundle } from './bundle';
import { benchFirstScreen } from './first-screen';
import { benchFlakyFigures } from './flaky';
import { benchLighthouse } from './lighthouse';
import { benchPwaFigures } from './pwa';

const sections: Record<string, () => Promise<void>> = {
  bundle: () => benchBundle(),
  'first-screen': () => benchFirstScreen(),
  lighthouse: () => benchLighthouse(),
  pwa: () => benchPwaFigures(),
  flaky: () => benchFlakyFigures(),
  api: () => benchApi(),
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in sections));
if (unknown.length) throw new Error(`Unknown bench sections: ${unknown.join(', ')} (known: ${Object.keys(sections).join(', ')})`);

const needsBuild = asked.length === 0 || asked.some((name) => name !== 'api');
if (needsBuild && !existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
for (const [name, run] of Object.entries(sections)) if (!asked.length || asked.includes(name)) await run();
