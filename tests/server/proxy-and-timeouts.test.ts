// Behind a proxy only the hops the operator names are believed; slow clients are cut off; the number
// of open connections is capped.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './helpers';

describe('TRUST_PROXY', () => {
  it('reads a hop count, proxy addresses, and true as one hop; refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  describe('with a hop count of 1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '1', SIGN_IN_CODES_PER_IP_PER_HOUR: '3' });
    });
    afterAll(async () => t?.close());

    const askCode = (n: number, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user-side/loginUserByPhone',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { phone: `3706120${String(n).padStart(4, '0')}`, name: 'Proxy', surname: 'Test' },
      });

    it('keeps the per-IP limit when a client writes its own X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) statuses.push((await askCode(n, `198.51.100.${n}, 203.0.113.9`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another client behind the same proxy has its own allowance.
      expect((await askCode(9, '203.0.113.10')).statusCode).toBe(200);
    });
  });
});

describe('slow clients and the connection cap', () => {
  let t: TestApp;
  let port = 0;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS: '3' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t?.close();
  });

  const open = () =>
    new Promise<{ socket: Socket; answer: Promise<string> }>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        resolve({ socket, answer: new Promise((done) => socket.on('close', () => done(answer))) });
      });
      socket.on('error', () => {});
      sockets.push(socket);
    });

  it('cuts off a request body that trickles in, with 408 in the error shape', async () => {
    const { socket, answer } = await open();
    socket.write('POST /api/user-side/loginUserByPhone HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const started = Date.now();
    const text = await answer;
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ error_code: 'RequestTimeout' });
  });

  it('cuts off a header block that never ends', async () => {
    const { socket, answer } = await open();
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 200);
    const started = Date.now();
    const text = await answer;
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('refuses connections beyond MAX_CONNECTIONS', async () => {
    const held = await Promise.all([open(), open(), open()]);
    const extra = await open();
    expect(await extra.answer).toBe('');
    for (const { socket } of held) socket.destroy();
  });
});
