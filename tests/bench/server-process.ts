// Starts the real server (built app, fresh embedded database) for benchmarks, and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** `cwd`: another checkout's server and build (the bench's baseline), else this one. */
export async function startServer(port: number, env: Record<string, string> = {}, cwd = process.cwd()): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  // Node itself (not npx) so that stopping the child stops the server, with no orphan left behind.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/user-side/getSettings`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
