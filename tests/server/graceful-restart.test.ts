// A restart under traffic loses no request: on SIGTERM readiness answers 503 at once, the listener
// stays open for SHUTDOWN_READINESS_DELAY_SECONDS, and every answer says `Connection: close`. Clients
// here hold kept-alive connections (node:http Agent) and send continuously, as a proxy in front of the
// process would, until the proxy's health check sees readiness fail; then they send nothing new.
// Every request sent must be answered: none reset (before this, 10-11 of them were).
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './helpers';
import { startServer } from './support/server-process';

const dir = mkdtempSync(path.join(tmpdir(), 'loyalty-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLIENTS = 6;
const HEALTH_CHECK_INTERVAL_MS = 300;

interface Outcome {
  status?: number;
  connectionClose?: boolean;
  /** The error's code: ECONNREFUSED means never sent; ECONNRESET means sent and lost. */
  error?: string;
  afterSigterm: boolean;
}

function get(url: string, agent: Agent | false): Promise<Omit<Outcome, 'afterSigterm'>> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connectionClose: res.headers.connection === 'close' }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('restart under traffic', { timeout: 180_000 }, () => {
  it('answers every request sent on kept-alive connections across SIGTERM, and exits 0', async () => {
    await migratedDataDir(dir);
    const server = await startServer({ DATA_DIR: dir, SHUTDOWN_READINESS_DELAY_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '10' });
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcomes: Outcome[] = [];
    let routing = true;
    let signalled = false;

    // The proxy's health check: on its own connections, like a load balancer's.
    const healthCheck = (async () => {
      while (routing) {
        const ready = await get(`${server.url}/readyz`, false);
        if (ready.status !== 200) routing = false;
        else await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_INTERVAL_MS));
      }
    })();
    const client = async () => {
      while (routing) {
        const outcome = await get(`${server.url}/api/user-side/getSettings?url=en/sign-in`, agent);
        outcomes.push({ ...outcome, afterSigterm: signalled });
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, client));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = outcomes.length;
    signalled = true;
    server.child.kill('SIGTERM');
    await Promise.all([clients, healthCheck]);
    const code = await server.exited;
    agent.destroy();

    const after = outcomes.filter((o) => o.afterSigterm);
    expect(before, 'requests before SIGTERM').toBeGreaterThan(20);
    // Not one reset (sent and lost), nor even refused: the listener closed after the proxy stopped sending.
    expect(outcomes.filter((o) => o.error), server.output()).toEqual([]);
    // Requests kept arriving after SIGTERM (on kept-alive connections, then on new ones) and were answered;
    // those the process read after it took the signal said Connection: close.
    expect(after.every((o) => o.status === 200)).toBe(true);
    expect(after.filter((o) => o.connectionClose).length).toBeGreaterThan(CLIENTS);
    expect(code).toBe(0);
    expect(server.output()).toContain('readiness 503 for 2 s before the listener closes');
  });
});
