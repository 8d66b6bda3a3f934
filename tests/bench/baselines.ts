// The baselines the first-load figures stand beside, built in the same run: an empty React page
// (react and react-dom, one link), the stack's floor page (the app's libraries with one route), and optionally the app as it was at a git ref (BENCH_BEFORE_REF),
// built from `git archive` into .tmp/ with this checkout's node_modules.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { clientMinify } from '../../minify.config';

const TMP = path.resolve('.tmp');

/** A page built by Vite from `files` (index.html and main.jsx) into .tmp/<name>, served on `port`. */
async function buildAndServe(name: string, files: Record<string, string>, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = path.join(TMP, name);
  mkdirSync(root, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  // Vite's build sets NODE_ENV=production in this process, which the servers started later would inherit.
  const nodeEnv = process.env.NODE_ENV;
  await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: path.join(root, 'dist'), emptyOutDir: true, target: 'es2022', ...clientMinify } });
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

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>';

/** The empty React page (react and react-dom, a heading and one link), client-rendered, served on `port`. */
export function serveEmptyReactPage(port: number) {
  return buildAndServe(
    'bench-empty-react',
    {
      'index.html': INDEX_HTML,
      'main.jsx': "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>Sign in</h1><a href=\"/en/registration\">Sign up</a></main>);\n",
    },
    port,
  );
}

/**
 * The stack's floor: the least any page of this stack loads. react, react-dom, TanStack Router, React
 * Query, jotai and lingui, with one route (the sign-in heading and link, its texts from a catalog, a
 * query and an atom), client-rendered, served on `port`.
 */
export function serveStackFloorPage(port: number) {
  return buildAndServe('bench-stack-floor', { 'index.html': INDEX_HTML, 'main.jsx': STACK_FLOOR_MAIN }, port);
}

const STACK_FLOOR_MAIN = `import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';

i18n.loadAndActivate({ locale: 'en', messages: { signIn: 'Sign in', signUp: 'Sign up' } });
const languageAtom = atom('en');
const client = new QueryClient();

function SignIn() {
  const { i18n } = useLingui();
  const lang = useAtomValue(languageAtom);
  const settings = useQuery({ queryKey: ['settings'], queryFn: async () => ({ name: '' }) });
  return (
    <main>
      <h1>{i18n._('signIn')}{settings.data?.name}</h1>
      <Link to={'/' + lang + '/registration'}>{i18n._('signUp')}</Link>
    </main>
  );
}

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const signIn = createRoute({ getParentRoute: () => rootRoute, path: '/$lang/sign-in', component: SignIn });
const router = createRouter({ routeTree: rootRoute.addChildren([signIn]) });

createRoot(document.getElementById('root')).render(
  <Provider store={createStore()}>
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  </Provider>,
);
`;

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
