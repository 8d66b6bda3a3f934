// After `lingui compile` (compileNamespace json): publish each language's compiled messages where
// the app fetches them, /translations/main.{lang}.json (docs/architecture.md (languages)).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../lingui.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'translations');
const catalogPath = config.catalogs?.[0]?.path;
if (!catalogPath) throw new Error('lingui.config.ts declares no catalog');

mkdirSync(outDir, { recursive: true });
for (const locale of config.locales) {
  const compiled = `${catalogPath.replace('<rootDir>', root).replace('{locale}', locale)}.json`;
  let parsed: { messages?: Record<string, unknown> };
  try {
    parsed = JSON.parse(readFileSync(compiled, 'utf8')) as typeof parsed;
  } catch (error) {
    throw new Error(`No compiled catalog at ${path.relative(root, compiled)}: run "lingui compile" first`, { cause: error });
  }
  if (!parsed.messages || typeof parsed.messages !== 'object') throw new Error(`${compiled} has no "messages" object`);
  const target = path.join(outDir, `main.${locale}.json`);
  writeFileSync(target, JSON.stringify(parsed.messages));
  console.log(`${locale}: ${Object.keys(parsed.messages).length} messages -> ${path.relative(root, target)}`);
}
