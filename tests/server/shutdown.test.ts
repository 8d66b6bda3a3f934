// SIGTERM on the process itself (no npm in between): it stops accepting, answers the request in
// flight, then exits 0; a request that never finishes holds it no longer than SHUTDOWN_TIMEOUT_SECONDS.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './helpers';
import { startServer } from './support/server-process';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'loyalty-shutdown-'));
  dirs.push(dir);
  await migratedDataDir(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const body = JSON.stringify({ phone: '37061240001', name: 'Ona', surname: 'Signal' });

/** Sends the request line, headers and half the body; the rest when `finish` is called. */
function halfRequest(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `POST /api/user-side/loginUserByPhone HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    finish: () => socket.write(body.slice(10)),
    answer: async () => {
      await closed;
      return answer;
    },
    close: () => socket.destroy(),
  };
}

const refused = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => false,
    () => true,
  );

describe('graceful shutdown', { timeout: 120_000 }, () => {
  it('finishes the request in flight and exits 0 after SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: await dataDir() });
    const request = halfRequest(server.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    // The listener closes as soon as the process handles the signal (a loaded machine takes a moment).
    const deadline = Date.now() + 10_000;
    while (!(await refused(server.url)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await refused(server.url)).toBe(true);
    request.finish();
    const answer = await request.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"sms_sent":true');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
  });

  it('exits within SHUTDOWN_TIMEOUT_SECONDS when a request never finishes', async () => {
    const server = await startServer({ DATA_DIR: await dataDir(), SHUTDOWN_TIMEOUT_SECONDS: '2' });
    const request = halfRequest(server.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    request.close();
    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(6000);
  });
});
