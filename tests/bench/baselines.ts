// The baselines the first-load figures stand beside, built in the same run: an empty React page
// (react and react-dom, one link), and optionally the app as it was at a git ref (BENCH_BEFORE_REF),
// built from `git archive` into .tmp/ with this checkout's node_modules.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TMP = path.resolve('.tmp');

/** Builds the empty React page and serves it on `port`; `stop` closes it. */
export async function serveEmptyReactPage(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = path.join(TMP, 'bench-empty-react');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(root, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>Sign in</h1><a href=\"/en/registration\">Sign up</a></main>);\n",
  );
  // Vite's build sets NODE_ENV=production in this process, which the servers started later would inherit.
  const nodeEnv = process.env.NODE_ENV;
  await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: path.join(root, 'dist'), emptyOutDir: true, target: 'es2022' } });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const dist = path.join(root, 'dist');
  const server: Server = createServer((req, res) => {
    const file = path.join(dist, req.url?.startsWith('/assets/') ? req.url : '/index.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The app at `ref`, built once per commit into .tmp/bench-before-<sha>; returns its directory. */
export function buildBefore(ref: string): { dir: string; sha: string } {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  const dir = path.join(TMP, `bench-before-${sha}`);
  if (existsSync(path.join(dir, 'dist', 'index.html'))) return { dir, sha };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`, { stdio: 'inherit' });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  console.log(`Building the baseline ${ref} (${sha}) in ${path.relative(process.cwd(), dir)}...`);
  execSync('npm run build:app', { cwd: dir, stdio: 'ignore' });
  return { dir, sha };
}
