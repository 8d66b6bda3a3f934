// PGlite is one process's database: a second process opening the same directory would corrupt it.
// A lock file beside it names the owner's pid; a second process gets a clear error, and a lock left
// by a process that died (kill -9, a crash, a container restart) is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function create(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the lock of a PGlite directory; answers the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  const refuse = (owner: string) =>
    new Error(
      `The database in ${dir} is already open in ${owner}. Stop it first; to run several processes, use PostgreSQL (DATABASE_URL).`,
    );
  if (heldHere.has(file)) throw refuse('this process');
  if (!create(file)) {
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (isRunning(owner)) throw refuse(`process ${owner}`);
    unlinkSync(file);
    if (!create(file)) throw refuse('another process');
  }
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    try {
      unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}
