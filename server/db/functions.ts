// The database's functions have one current home each: server/db/functions/<name>.sql, one
// `CREATE OR REPLACE FUNCTION` per file (docs/money.md maps the money rules to them). Migrations
// create tables, constraints and triggers; after them, every function whose body in the database is not
// its file's is (re)created from the file, in one transaction. To change a function, edit its file; a
// migration is needed only to drop a function or change its arguments or result (then the file too).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Beside this file in the source, beside the bundle when compiled (scripts/build-server.mjs copies it). */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export interface FunctionFile {
  name: string;
  text: string;
  /** The body between the dollar quotes: what PostgreSQL keeps as pg_proc.prosrc. */
  body: string;
}

const BODY = /\bAS\s+(\$[A-Za-z_]*\$)([\s\S]*?)\1/i;

/** Whitespace runs as one space, trimmed: formatting is not a difference. */
export const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

let files: FunctionFile[] | null = null;

export function functionFiles(): FunctionFile[] {
  files ??= readdirSync(functionsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(functionsFolder, file), 'utf8');
      const body = BODY.exec(text)?.[2];
      if (body === undefined) throw new Error(`server/db/functions/${file}: no body in dollar quotes`);
      return { name: file.slice(0, -'.sql'.length), text, body };
    });
  return files;
}

/** The functions of the public schema as the database has them (one row per overload). */
export const DATABASE_FUNCTIONS = `select p.proname as name, p.prosrc as body from pg_proc p
  where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' order by 1`;

export interface Difference {
  name: string;
  problem: 'differs from its file' | 'missing' | 'has no file' | 'has several overloads';
}

/** Where the database's functions and the files disagree (none after migrating). */
export function differences(inDatabase: Array<{ name: string; body: string }>): Difference[] {
  const found: Difference[] = [];
  const byName = new Map<string, Array<{ body: string }>>();
  for (const row of inDatabase) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  for (const file of functionFiles()) {
    const rows = byName.get(file.name) ?? [];
    if (rows.length === 0) found.push({ name: file.name, problem: 'missing' });
    else if (rows.length > 1) found.push({ name: file.name, problem: 'has several overloads' });
    else if (normalized(rows[0]!.body) !== normalized(file.body)) found.push({ name: file.name, problem: 'differs from its file' });
  }
  const named = new Set(functionFiles().map((file) => file.name));
  for (const name of byName.keys()) if (!named.has(name)) found.push({ name, problem: 'has no file' });
  return found;
}

/**
 * Runs the files of the functions that are missing or differ, all in one multi-statement query (one
 * transaction). `query` runs SQL without parameters.
 */
export async function applyFunctionFiles(query: (text: string) => Promise<Array<{ name: string; body: string }>>): Promise<void> {
  const stale = new Set(
    differences(await query(DATABASE_FUNCTIONS))
      .filter((d) => d.problem === 'missing' || d.problem === 'differs from its file')
      .map((d) => d.name),
  );
  if (stale.size === 0) return;
  await query(functionFiles().filter((file) => stale.has(file.name)).map((file) => file.text).join('\n'));
}
