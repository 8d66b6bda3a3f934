// `npm run bench`: prints figures, and PASS or FAIL for each of issue 37's targets beside the floor it is
// read against (targets.ts), then the list of them.
// `npm run bench -- first-screen pwa`: only the sections named (`-- api` needs no build).
// `npm run bench -- --quick lighthouse`: one sample where the full run takes five (to see a section works).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { benchApi } from './api-load';
import { benchBundle } from './bundle';
import { benchFirstScreen } from './first-screen';
import { benchFlakyFigures } from './flaky';
import { benchLighthouse } from './lighthouse';
import { benchPwaFigures } from './pwa';
import { summarise } from './targets';

const sections: Record<string, () => Promise<void>> = {
  bundle: () => benchBundle(),
  'first-screen': () => benchFirstScreen(),
  lighthouse: () => benchLighthouse(),
  pwa: () => benchPwaFigures(),
  flaky: () => benchFlakyFigures(),
  api: () => benchApi(),
};
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((name) => !(name in sections));
if (unknown.length) throw new Error(`Unknown bench sections: ${unknown.join(', ')} (known: ${Object.keys(sections).join(', ')})`);

const needsBuild = asked.length === 0 || asked.some((name) => name !== 'api');
if (needsBuild && !existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
for (const [name, run] of Object.entries(sections)) if (!asked.length || asked.includes(name)) await run();
summarise();
