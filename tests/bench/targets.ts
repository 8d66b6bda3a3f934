// The targets (issue 37), each read beside a floor measured in the same run: every check prints
// PASS or FAIL with its figure and limit, and `npm run bench` ends with the list (and exit code 1 on a FAIL).
// `--quick` (or BENCH_QUICK=1): one run where the full bench takes a median of five, to see that the
// sections work; its figures are not the targets' readings.

export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

interface Verdict {
  target: string;
  pass: boolean;
  detail: string;
}

const verdicts: Verdict[] = [];

/** Records and prints one target: `value` (as shown by `show`) against `limit`, lower is better. */
export function target(name: string, value: number, limit: number, show: (n: number) => string): boolean {
  const pass = Number.isFinite(value) && value <= limit;
  const detail = `${show(value)} (limit ${show(limit)})`;
  verdicts.push({ target: name, pass, detail });
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
  return pass;
}

/** Records and prints a yes/no target. */
export function holds(name: string, pass: boolean, detail: string): boolean {
  verdicts.push({ target: name, pass, detail });
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
  return pass;
}

/** The list of every target checked in this run; sets exit code 1 when any failed. */
export function summarise() {
  if (verdicts.length === 0) return;
  console.log(`\nTargets${quick ? ' (quick run: one sample each, not the targets’ readings)' : ''}`);
  for (const v of verdicts) console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${v.target}: ${v.detail}`);
  if (verdicts.some((v) => !v.pass)) process.exitCode = 1;
}
