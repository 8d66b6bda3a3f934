// Issue 40's targets: each scenario read against its bare database floor (../floors.ts), measured in the
// same seconds: reads against three prepared queries, writes against one durable UPDATE and INSERT.
import type { LoadResult, RequestSpec } from '../load';

export type FloorKind = 'read' | 'write';
export interface FloorTarget {
  kind: FloorKind;
  /** The share of the floor's rate the scenario must reach. */
  target: number;
}
export const READ_FLOOR: FloorTarget = { kind: 'read', target: 0.6 };
export const WRITE_FLOOR: FloorTarget = { kind: 'write', target: 0.5 };
/** A write's p99 at the bench's 32 connections may be this long at most. */
const WRITE_P99_TARGET_MS = 100;

export const FLOOR_REQUEST: Record<FloorKind, RequestSpec> = {
  read: { method: 'GET', path: '/read' },
  write: { method: 'POST', path: '/write', body: { points: 1 } },
};

export interface FloorRow {
  name: string;
  result: LoadResult;
  floorPerSecond: number | undefined;
  floor: FloorTarget;
}

/** Each scenario as a share of its database floor (floors.ts) measured in the same seconds, beside the targets. */
export function printFloorShares(rows: FloorRow[]): void {
  const measured = rows.filter((r) => r.floorPerSecond);
  if (!measured.length) return console.log('  (no database floors: PostgreSQL unreachable)');
  console.log(`  Against the floors (bare Fastify + pg in the same seconds; write targets also need p99 <= ${WRITE_P99_TARGET_MS} ms):`);
  for (const { name, result, floorPerSecond, floor } of measured) {
    const share = result.perSecond / floorPerSecond!;
    const p99ok = floor.kind === 'read' || result.p99 <= WRITE_P99_TARGET_MS;
    const verdict = share >= floor.target && p99ok ? 'meets' : 'MISSES';
    console.log(
      `    ${name.padEnd(31)} ${result.perSecond.toFixed(0).padStart(6)} req/s = ${share.toFixed(2)} x the ${floor.kind} floor ` +
        `(${floorPerSecond!.toFixed(0)} req/s), p99 ${result.p99.toFixed(1)} ms: ${verdict} the target >= ${floor.target}`,
    );
  }
}
