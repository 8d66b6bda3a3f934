// The architecture's import rules (eslint.config.js) reject each way around them: a feature reaching
// into another by a relative path, a feature importing server code, shared code importing app code,
// and an import cycle; what the rules allow still passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('architecture lint', { timeout: 60_000 }, () => {
  it('rejects a relative import of another feature', async () => {
    expect(await rulesBroken('src/features/news/probe.ts', "import '../rewards/reward-screen';\n")).toContain('import-x/no-restricted-paths');
  });

  it('rejects a feature importing server code, by any path', async () => {
    expect(await rulesBroken('src/features/news/probe.ts', "import '../../../server/config';\n")).toContain('import-x/no-restricted-paths');
  });

  it('rejects shared code importing app or feature code', async () => {
    expect(await rulesBroken('src/lib/probe.ts', "import '@/app/boot';\n")).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('src/api/probe.ts', "import '@/features/news/news-screen';\n")).toContain('import-x/no-restricted-paths');
  });

  it('rejects an import cycle', async () => {
    // search-params.ts imports safe-redirect.ts: safe-redirect importing it back closes a cycle.
    expect(await rulesBroken('src/lib/safe-redirect.ts', "import '@/lib/search-params';\n")).toContain('import-x/no-cycle');
  });

  it('rejects a file name that is not kebab-case', async () => {
    expect(await rulesBroken('src/lib/copyText.ts', 'export const a = 1;\n')).toContain('local/file-names');
  });

  it('lets the allowed directions through', async () => {
    expect(await rulesBroken('src/features/news/probe.ts', "import '@/lib/phone';\nimport '@/features/toasts/toast';\n")).toEqual([]);
    expect(await rulesBroken('src/app/probe.ts', "import '@/features/news/news-screen';\n")).toEqual([]);
  });
});
