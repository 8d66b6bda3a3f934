// Compiles the server to JavaScript: dist-server/main.js (the server), migrate.js (`npm run
// db:migrate`) and partner-key.js (`npm run partner-key`), each one self-contained ESM bundle of our
// code with packages left to node_modules, plus the migrations and the database functions (server/db/functions) beside them. Fails if the server imports a package that is
// not a production dependency, so `npm ci --omit=dev` is enough to run it. Code split: main.js loads the
// tracing setup, then the server, by dynamic import (chunks beside it), so that OpenTelemetry's
// instrumentations are in place before the server's packages load.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-server');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const production = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts', migrate: 'server/migrate.ts', 'partner-key': 'server/partner-key.ts' },
  outdir: out,
  bundle: true,
  splitting: true,
  // Beside main.js, not in a folder: code finds the migrations relative to its own file.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (!imported.external) continue;
    const spec = imported.path.replace(/^node:/, '');
    if (builtins.has(spec) || builtins.has(spec.split('/')[0])) continue;
    const name = packageName(imported.path);
    if (!production.has(name)) missing.add(name);
  }
}
if (missing.size) {
  console.error(`The server imports packages that are not production dependencies: ${[...missing].join(', ')}`);
  process.exit(1);
}

cpSync(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
cpSync(path.join(root, 'server/db/functions'), path.join(out, 'functions'), { recursive: true });
console.log(`Server compiled to ${path.relative(root, out)}/ (main.js, migrate.js, partner-key.js, their chunks, migrations/, functions/)`);
