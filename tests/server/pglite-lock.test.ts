// One process per PGlite directory: a second gets a clear error; a lock left by a dead process is taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the PGlite data directory lock', () => {
  it('refuses a second opening while the first is open, and frees the directory on close', { timeout: 120_000 }, async () => {
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already open in this process.*DATABASE_URL/);
    await first.close();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('names the other process holding it, and takes over the lock once that process is gone', { timeout: 120_000 }, async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    writeFileSync(path.join(dir, 'pglite.lock'), String(other.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`already open in process ${other.pid}`);
    other.kill('SIGKILL');
    await new Promise((resolve) => other.on('exit', resolve));
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  });
});
