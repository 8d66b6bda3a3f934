// Every error code of the contract has words of its own, in English and Lithuanian, and the server sends
// no code that is not in the contract: no screen ever has to show a raw error code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ERROR_CODES, ERROR_CODES } from '@contract/error-codes';
import { ApiError, OfflineError } from '@/api/client';
import { ERROR_MESSAGES, errorMessage, errorText } from '@/lib/error-messages';
import { activateEnglish } from './auth-test-helpers';

beforeAll(activateEnglish);

/** msgid -> msgstr of a lingui .po catalog. */
function readCatalog(file: string): Map<string, string> {
  const unquote = (lines: string) => (lines.match(/".*"/g) ?? []).map((l) => JSON.parse(l) as string).join('');
  const table = new Map<string, string>();
  for (const block of readFileSync(file, 'utf-8').split('\n\n')) {
    const m = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(`${block}\n`);
    if (m) table.set(unquote(m[1]!), unquote(m[2]!));
  }
  return table;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') || full.endsWith('.tsx') ? [full] : [];
  });
}

describe('error messages', () => {
  it.each(ERROR_CODES)('%s has words of its own, not the code', (code) => {
    const words = errorMessage(code);
    expect(words.length).toBeGreaterThan(10);
    expect(words).not.toContain(code);
    const others = ERROR_CODES.filter((other) => other !== code).map((other) => errorMessage(other));
    expect(others).not.toContain(words);
  });

  it('an unknown code gets the general words, never the code', () => {
    expect(errorMessage('SomethingNew')).toBe(errorMessage('InternalError'));
    expect(errorMessage('SomethingNew')).not.toContain('SomethingNew');
  });

  it('every message has its Lithuanian translation', () => {
    const lt = readCatalog('src/locales/lt/messages.po');
    for (const code of ERROR_CODES) {
      const english = ERROR_MESSAGES[code].message!;
      expect(lt.get(english), `${code}: "${english}"`).toBeTruthy();
      expect(lt.get(english)).not.toBe(english);
    }
  });

  it('the server answers with no code the contract does not list', () => {
    const sent = new Set<string>();
    const pattern = /(?:AppError\(\s*\d+,\s*|badRequest\(\s*|notFound\(\s*|conflict\(\s*|error_code:\s*)'([A-Za-z]+)'/g;
    for (const file of sourceFiles('server')) {
      for (const match of readFileSync(file, 'utf-8').matchAll(pattern)) sent.add(match[1]!);
    }
    expect(sent.size).toBeGreaterThan(30);
    const listed: readonly string[] = [...ERROR_CODES, ...CONSOLE_ERROR_CODES];
    expect([...sent].filter((code) => !listed.includes(code))).toEqual([]);
  });

  it('the console has words for every code only its calls answer', () => {
    const words = readFileSync('admin/src/errors.ts', 'utf-8');
    expect(CONSOLE_ERROR_CODES.filter((code) => !new RegExp(`\\b${code}\\b`).test(words))).toEqual([]);
  });

  it('no screen of the app puts an error code in front of the member', () => {
    // Shapes a code took on screen before: "Error: {code}" in a toast, "(Error: {code})" after words.
    const raw = /Error: \$\{|\(Error: |\{error\.code\}|\{(?:error\.)?errorCode\}/;
    const offenders = sourceFiles('src').filter((file) => raw.test(readFileSync(file, 'utf-8')));
    expect(offenders).toEqual([]);
  });

  it('errorText words what a call threw: a code, no connection, anything else', () => {
    expect(errorText(new ApiError(503, 'DatabaseDown', 'down'))).toBe(errorMessage('InternalError'));
    expect(errorText(new ApiError(400, 'PrizeOutOfStock', 'x'))).toBe('This prize is out of stock.');
    expect(errorText(new OfflineError())).toMatch(/connection/);
    expect(errorText(new TypeError('boom'))).toBe(errorMessage('InternalError'));
  });
});
