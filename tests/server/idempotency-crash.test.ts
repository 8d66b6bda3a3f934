// A request killed half-way, retried with the same Idempotency-Key, is applied exactly once: the
// server process dies (SIGKILL) between claiming the key and the effect, or between the effect and
// storing its answer, and a new process answers the retry (support/crash-server.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, migratedDataDir } from './helpers';

const pgUrl = process.env.TEST_DATABASE_URL;
let databaseEnv: Record<string, string>;
let cleanup: () => Promise<void>;
let server: ChildProcess | null = null;

let output = '';

async function start(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/crash-server.ts'], {
    // The busy guard off: a process just started on a busy machine may shed its first requests (503), and
    // this test is about a crash, not about load (CI met it with the end-to-end tests beside it).
    env: { ...process.env, ...databaseEnv, MAX_EVENT_LOOP_DELAY_MS: '0' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  server = child;
  output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await waitFor(/listening (\d+)/);
  return `http://127.0.0.1:${port}`;
}

async function waitFor(pattern: RegExp): Promise<string> {
  for (;;) {
    const match = pattern.exec(output);
    if (match) return match[1] ?? match[0];
    if (server?.exitCode !== null) throw new Error(`server exited before printing ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function arm(crashAt: 'before-effect' | 'after-effect') {
  server?.stdin?.write(`arm ${crashAt}\n`);
  await waitFor(new RegExp(`armed ${crashAt}`));
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode);
    else child.on('exit', (_code, signal) => resolve(signal));
  });

async function stop() {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await exited(server);
  }
  server = null;
}

const award = (base: string, key: string, points: number) =>
  fetch(`${base}/api/partner/points`, {
    method: 'POST',
    headers: { authorization: 'Bearer demo-partner-key', 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ phone: PHONE, points, title: 'Crash test' }),
  });

const PHONE = '37069990001';

async function signUp(base: string) {
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${base}/api/user-side/${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  expect((await post('loginUserByPhone', { phone: PHONE, name: 'Crash', surname: 'Test' })).status).toBe(200);
  const [message] = (await (await fetch(`${base}/api/dev/outbox?to=${PHONE}`)).json()) as Array<{ code: string }>;
  const verified = (await (await post('verifySmsCode', { phone: PHONE, code: message!.code })).json()) as { token: string };
  expect((await post('acceptTerms', {}, verified.token)).status).toBe(200);
}

beforeAll(async () => {
  if (pgUrl) {
    const scratch = await createScratchDatabase(pgUrl, 'crash');
    databaseEnv = { DATABASE_URL: scratch.url, SEED_DEMO: 'false' };
    cleanup = scratch.drop;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'crash-'));
    await migratedDataDir(dir);
    databaseEnv = { DATA_DIR: dir, DATABASE_URL: '', SEED_DEMO: 'false' };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});

afterAll(async () => {
  await stop();
  await cleanup?.();
});

describe('a crash in the middle of an idempotent request', () => {
  it('is applied exactly once when the retry comes to a new process', { timeout: 300_000 }, async () => {
    let base = await start();
    await signUp(base);
    const first = (await (await award(base, 'warm-up', 1)).json()) as { balance: number };

    // Killed after the claim, before the effect: the retry runs it, once.
    await arm('before-effect');
    await expect(award(base, 'crash-before', 7)).rejects.toThrow();
    expect(await exited(server!)).toBe('SIGKILL');
    base = await start();
    const retried = await award(base, 'crash-before', 7);
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { balance: number }).balance).toBe(first.balance + 7);
    const again = await award(base, 'crash-before', 7);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { balance: number }).balance).toBe(first.balance + 7);

    // Killed after the effect committed, before its answer was stored: the retry learns it was applied.
    await arm('after-effect');
    await expect(award(base, 'crash-after', 5)).rejects.toThrow();
    expect(await exited(server!)).toBe('SIGKILL');
    base = await start();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const applied = await award(base, 'crash-after', 5);
    expect(applied.status).toBe(409);
    expect(await applied.json()).toMatchObject({ error_code: 'AlreadyApplied' });
    const next = (await (await award(base, 'after-crashes', 1)).json()) as { balance: number };
    expect(next.balance).toBe(first.balance + 7 + 5 + 1);
  });
});
