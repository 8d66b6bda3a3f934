// `npm run bench`: prints figures; it asserts nothing (targets are read, not tested).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { benchApi } from './api-load';
import { benchBundle } from './bundle';
import { benchFlakyFigures } from './flaky';
import { benchPwaFigures } from './pwa';

if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
await benchBundle();
await benchPwaFigures();
await benchFlakyFigures();
await benchApi();
