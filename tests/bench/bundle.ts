// What the sign-in page costs to load: the gzipped JavaScript and CSS that Chromium actually fetches,
// measured against the built app, and the size of the whole build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './server-process';

const DIST = path.resolve('dist');
const BUDGET_KB = 150;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export async function benchBundle(port = 8291) {
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const loaded = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === server.url.replace('127.0.0.1', url.hostname) && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(`${server.url}/en/sign-in`, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    const rows: string[] = [];
    for (const p of [...loaded].sort()) {
      const size = gz(readFileSync(path.join(DIST, p)));
      if (p.endsWith('.js')) js += size;
      else css += size;
      rows.push(`    ${p.padEnd(48)} ${kb(size).padStart(10)}`);
    }
    // The .br and .gz copies are other encodings of the same files (scripts/compress-assets.mjs).
    const all = walk(DIST).filter((f) => !/\.(br|gz)$/.test(f));
    const code = all.filter((f) => /\.(js|css)$/.test(f) && !f.endsWith('.map'));
    const totalCodeGz = code.reduce((n, f) => n + gz(readFileSync(f)), 0);
    const totalBytes = all.filter((f) => !f.endsWith('.map')).reduce((n, f) => n + statSync(f).size, 0);
    console.log('Sign-in page (/en/sign-in, first visit)');
    console.log(rows.join('\n'));
    console.log(`  JavaScript gzipped: ${kb(js)} (budget ${BUDGET_KB} KB: ${js / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`);
    console.log(`  CSS gzipped:        ${kb(css)}`);
    console.log('Whole build (dist, without source maps)');
    console.log(`  JS and CSS gzipped: ${kb(totalCodeGz)} in ${code.length} files`);
    console.log(`  all files:          ${kb(totalBytes)} in ${all.filter((f) => !f.endsWith('.map')).length} files`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
