// Names every test that failed and then passed on its retry (CI runs with retries: 1): such a pass is a
// flaky test to fix, not a pass to forget. It prints them last and writes them to a file .ci/run shows.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

export default class RetriedTestsReporter implements Reporter {
  private root: Suite | undefined;

  constructor(private readonly options: { outputFile: string }) {}

  onBegin(_config: FullConfig, suite: Suite) {
    this.root = suite;
  }

  onEnd() {
    const retried = (this.root?.allTests() ?? []).filter((test) => test.outcome() === 'flaky');
    const lines = retried.map((test) => `${test.titlePath().filter(Boolean).join(' › ')} (${path.relative(process.cwd(), test.location.file)}:${test.location.line})`);
    mkdirSync(path.dirname(this.options.outputFile), { recursive: true });
    writeFileSync(this.options.outputFile, lines.map((line) => `${line}\n`).join(''));
    console.log(lines.length ? `\n${lines.length} passed only on retry (flaky):\n${lines.map((line) => `  ${line}`).join('\n')}` : '\nNo test needed a retry.');
  }

  printsToStdio() {
    return false;
  }
}
