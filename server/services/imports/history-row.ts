// One line of a history file (a member's past ledger line), read and checked on its own: the dry run
// and the import both go through here, so what the dry run reports is what the import skips.
import type { ImportProblem } from '../../../contract/console/imports';
import { problem, validDay } from './import-row';

export interface HistoryRow {
  line: number;
  externalRef: string;
  lineRef: string;
  /** YYYY-MM-DD */
  day: string;
  points: number;
  description: string | null;
}

const MAX_POINTS = 1_000_000_000;

/** The row, or the problems that keep it out. */
export function readHistoryRow(
  record: Record<string, string | undefined>,
  line: number,
): { row: HistoryRow; problems: [] } | { row: null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const value = (column: string, max: number, required: boolean) => {
    const v = (record[column] ?? '').trim();
    if (v.length > max) problems.push(problem(line, column, 'too_long'));
    else if (!v && required) problems.push(problem(line, column, 'required'));
    return v.length > max ? null : v || null;
  };
  const externalRef = value('external_id', 100, true);
  const lineRef = value('line_id', 100, true);
  const day = value('date', 10, true);
  if (day && !validDay(day)) problems.push(problem(line, 'date', 'date'));
  const typedPoints = value('points', 12, true);
  const points = typedPoints && /^[+-]?\d+$/.test(typedPoints) ? Number(typedPoints) : NaN;
  if (typedPoints && (!points || Math.abs(points) > MAX_POINTS)) problems.push(problem(line, 'points', 'points'));
  const description = value('description', 200, false);
  if (problems.length || !externalRef || !lineRef || !day) return { row: null, problems };
  return { row: { line, externalRef, lineRef, day, points, description }, problems: [] };
}

/** The problem when an earlier line of the file had the same member and line id; else notes them. */
export class SeenLines {
  private readonly keys = new Set<string>();

  check(row: HistoryRow): ImportProblem | null {
    const key = JSON.stringify([row.externalRef, row.lineRef]);
    if (this.keys.has(key)) return problem(row.line, 'line_id', 'duplicate_in_file');
    this.keys.add(key);
    return null;
  }
}
