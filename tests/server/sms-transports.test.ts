// The SMS transports against a gateway the test runs on loopback: what is sent, the retry on 5xx,
// the deadline, and SmsNotSent leaving nothing behind (the member can ask again at once).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A gateway whose answers the test queues; an empty queue answers 200, 'hang' never answers. */
function gateway() {
  const received: Received[] = [];
  const answers: Array<number | 'hang'> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'application/json' }).end(answer < 300 ? '{"sid":"SM1"}' : '{"error":"down"}');
    });
  });
  return {
    received,
    answers,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

let ipCounter = 0;
const login = (t: TestApp, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-side/loginUserByPhone',
    remoteAddress: `10.91.0.${(ipCounter += 1)}`,
    payload: { phone, name: 'Rūta', surname: 'Gateway', lang: 'lt' },
  });

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('SMS through a generic HTTP gateway', () => {
  const gw = gateway();
  let t: TestApp;
  beforeAll(async () => {
    const url = await gw.start();
    t = await createTestApp({
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: `${url}/send`,
      SMS_HTTP_AUTH: 'Bearer gateway-secret',
      SMS_FROM: 'Aurora',
      SMS_TIMEOUT_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await t.close();
    await gw.stop();
  });
  afterEach(() => {
    gw.received.length = 0;
    gw.answers.length = 0;
  });

  it('posts the JSON body with the number, sender and text, and the code in it signs in', async () => {
    const res = await login(t, '37061110001');
    expect(res.statusCode, res.body).toBe(200);
    expect(gw.received).toHaveLength(1);
    const [sent] = gw.received;
    expect(sent!.path).toBe('/send');
    expect(sent!.headers.authorization).toBe('Bearer gateway-secret');
    const body = JSON.parse(sent!.body) as { to: string; from: string; text: string };
    expect(body.to).toBe('+37061110001');
    expect(body.from).toBe('Aurora');
    const code = codeIn(body.text);
    expect(code).toBeDefined();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/verifySmsCode',
      payload: { phone: '37061110001', code },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toHaveProperty('token');
  });

  it('retries once when the gateway answers 5xx', async () => {
    gw.answers.push(502);
    const res = await login(t, '37061110002');
    expect(res.statusCode, res.body).toBe(200);
    expect(gw.received).toHaveLength(2);
    expect(gw.received[0]!.body).toBe(gw.received[1]!.body);
  });

  it('answers SmsNotSent after two 5xx and keeps no code, so asking again sends at once', async () => {
    gw.answers.push(500, 503);
    const failed = await login(t, '37061110003');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error_code: 'SmsNotSent' });
    expect(gw.received).toHaveLength(2);

    const failedCode = codeIn((JSON.parse(gw.received[0]!.body) as { text: string }).text);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/verifySmsCode',
      payload: { phone: '37061110003', code: failedCode },
    });
    expect(stale.statusCode).toBe(400);

    const again = await login(t, '37061110003');
    expect(again.statusCode, again.body).toBe(200);
    expect(gw.received).toHaveLength(3);
  });

  it('does not retry a 4xx refusal', async () => {
    gw.answers.push(400);
    const res = await login(t, '37061110004');
    expect(res.statusCode).toBe(503);
    expect(gw.received).toHaveLength(1);
  });

  it('gives up at the deadline without a second attempt (the gateway may have sent it)', async () => {
    gw.answers.push('hang');
    const started = Date.now();
    const res = await login(t, '37061110005');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error_code: 'SmsNotSent' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(gw.received).toHaveLength(1);
  });
});

describe('SMS through Twilio', () => {
  const gw = gateway();
  let t: TestApp;
  beforeAll(async () => {
    const url = await gw.start();
    t = await createTestApp({
      SMS_TRANSPORT: 'twilio',
      TWILIO_API_URL: url,
      TWILIO_ACCOUNT_SID: 'AC0123456789',
      TWILIO_AUTH_TOKEN: 'twilio-token',
      SMS_FROM: '+15005550006',
    });
  });
  afterAll(async () => {
    await t.close();
    await gw.stop();
  });

  it('calls the Messages API with basic auth and a form body', async () => {
    const res = await login(t, '37061110011');
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = gw.received;
    expect(sent!.path).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789:twilio-token').toString('base64')}`);
    expect(sent!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sent!.body);
    expect(form.get('To')).toBe('+37061110011');
    expect(form.get('From')).toBe('+15005550006');
    expect(codeIn(form.get('Body') ?? '')).toBeDefined();
  });
});
