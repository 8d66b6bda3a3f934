// The product's own server for the install-sheet screenshots (../capture-screenshots.ts): the real server on a
// throw-away database with the demo programme, and the SMS codes its dev outbox holds for the demo member.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8191);
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR = '.tmp/screens-data';
export const PHONE = '37060000001';

export function startServer(): ChildProcess {
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      SIGN_IN_CODES_PER_IP_PER_HOUR: '500',
    },
    // Piped, not inherited: a pipe held open by the server would keep a caller's `| tail` waiting.
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so npx, tsx and node all stop together.
    detached: true,
  });
  server.stdout?.pipe(process.stderr);
  server.stderr?.pipe(process.stderr);
  return server;
}

export function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null || !server.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

export async function waitForServer(server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${BASE_URL}/api/user-side/getSettings`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  throw new Error(`the server did not answer on ${BASE_URL} within ${timeoutMs / 1000} s`);
}

/** The newest SMS code the dev outbox holds for the phone beyond the first `mark` messages. */
export async function nextCode(mark: number, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await outbox();
    // Newest first: the messages beyond `mark` are the new ones.
    const code = messages.slice(0, messages.length - mark).find((m) => m.code)?.code;
    if (code && /^\d{6}$/.test(code)) return code;
    await sleep(300);
  }
  throw new Error(`no new SMS code for ${PHONE} in the dev outbox`);
}

export async function outbox(): Promise<{ code: string | null }[]> {
  const res = await fetch(`${BASE_URL}/api/dev/outbox?to=${PHONE}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return (await res.json()) as { code: string | null }[];
}
