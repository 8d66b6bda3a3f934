// APPLE_WALLET_PUSH: a pass whose balance changed is pushed once to each device that holds it, over
// HTTP/2 with the pass certificate as the client certificate (a stand-in APNs on loopback checks it);
// a device APNs says is gone (410) is forgotten.
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushChangedPasses } from '../../server/services/wallet/apns';
import { get, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';
import { localhostServerCertificate, makeWalletTestKeys, type WalletTestKeys } from './support/wallet-test-keys';

let keys: WalletTestKeys;
let t: TestApp;
let apns: Http2SecureServer;
const received: Array<{ path: string; topic: string; clientCn: string }> = [];

beforeAll(async () => {
  keys = makeWalletTestKeys();
  apns = createSecureServer({ ...localhostServerCertificate(keys), ca: keys.caPem, requestCert: true, rejectUnauthorized: true });
  apns.on('stream', (stream, headers) => {
    const peer = (stream.session!.socket as TLSSocket).getPeerCertificate();
    received.push({ path: String(headers[':path']), topic: String(headers['apns-topic']), clientCn: String(peer.subject?.CN) });
    stream.respond({ ':status': String(headers[':path']).endsWith('push-gone') ? 410 : 200 });
    stream.end();
  });
  await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
  const port = (apns.address() as AddressInfo).port;
  t = await createTestApp({ ...keys.env, APPLE_WALLET_PUSH: 'true', APPLE_WALLET_APNS_URL: `https://localhost:${port}` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => apns?.close(resolve));
});

it('pushes a changed pass once to each of its devices, with the pass certificate, and forgets a device that is gone', async () => {
  const member = await signUp(t, 'Rūta');
  const link = new URL((await get(t, member, 'getAppleWalletPassLink')).json().url as string);
  const download = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  const pass = JSON.parse(strFromU8(unzipSync(new Uint8Array(download.rawPayload))['pass.json']!)) as { serialNumber: string; authenticationToken: string };
  const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
  for (const [device, token] of [['phone', 'push-ok'], ['old-phone', 'push-gone']]) {
    const res = await post(t, null, `/api/wallet/apple/v1/devices/${device}/registrations/pass.test.loyalty/${pass.serialNumber}`, { pushToken: token }, auth);
    expect(res.statusCode, res.body).toBe(201);
  }
  const apple = t.config.wallet.apple!;
  const tls = { ca: keys.caPem };

  expect(await pushChangedPasses(t.database.db, apple, t.app.log, tls)).toBe(1);
  expect(received.map((r) => r.path).sort()).toEqual(['/3/device/push-gone', '/3/device/push-ok']);
  expect(received.every((r) => r.topic === 'pass.test.loyalty' && r.clientCn === 'Pass Type ID: pass.test.loyalty')).toBe(true);

  received.length = 0;
  expect(await pushChangedPasses(t.database.db, apple, t.app.log, tls)).toBe(0);
  expect(received).toEqual([]);

  await givePoints(t, member, 10);
  expect(await pushChangedPasses(t.database.db, apple, t.app.log, tls)).toBe(1);
  expect(received.map((r) => r.path)).toEqual(['/3/device/push-ok']);
});
