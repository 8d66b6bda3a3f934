// CPU time (user + system) of a process and all its descendants, from /proc (Linux), in milliseconds.
// A descendant that exited still counts once its parent has reaped it (the parent's cutime and cstime):
// PostgreSQL ends a backend when a pool closes an idle connection, and its CPU must not vanish from a
// reading taken after that.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The process's own CPU and that of its children it has reaped. */
function ownCpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime, stime, cutime and
    // cstime are 14 to 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  } catch {
    return 0;
  }
}

/** null where /proc is not available. */
export function processTreeCpuMs(pid: number): number | null {
  try {
    readFileSync(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop()!;
    ticks += ownCpuTicks(next);
    pending.push(...children(next));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
