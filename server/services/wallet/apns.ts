// Telling the devices that hold a changed pass to fetch it (APPLE_WALLET_PUSH): an empty push per device
// through APNs over HTTP/2, authenticated with the Pass Type ID certificate itself, topic = the pass
// type id. Without it, a device sees the change when the member opens or pulls the pass.
import { connect, type ClientHttp2Session, type SecureClientSessionOptions } from 'node:http2';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { walletRegistrations } from '../../db/schema';
import { markPushed, passesToPush } from './apple-web-service';
import type { AppleWalletConfig } from './wallet-config';

const PUSH_TIMEOUT_MS = 10_000;

function send(session: ClientHttp2Session, pushToken: string, topic: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = session.request({ ':method': 'POST', ':path': `/3/device/${encodeURIComponent(pushToken)}`, 'apns-topic': topic, 'content-type': 'application/json' });
    request.setTimeout(PUSH_TIMEOUT_MS, () => request.close());
    request.on('response', (headers) => resolve(Number(headers[':status'])));
    request.on('error', reject);
    request.on('close', () => reject(new Error('APNs closed the request without an answer')));
    request.resume();
    request.end('{}');
  });
}

/** Pushes every pass changed since its last push; answers how many devices were told. */
export async function pushChangedPasses(db: Db, apple: AppleWalletConfig, log: FastifyBaseLogger, tls: SecureClientSessionOptions = {}): Promise<number> {
  const due = await passesToPush(db);
  if (due.length === 0) return 0;
  const session = connect(apple.apnsUrl, { cert: apple.certificate, key: apple.key, passphrase: apple.keyPassphrase || undefined, ...tls });
  session.on('error', (err) => log.warn({ err }, 'APNs connection failed'));
  let told = 0;
  try {
    for (const pass of due) {
      for (const pushToken of pass.pushTokens) {
        const status = await send(session, pushToken, apple.passTypeId);
        if (status === 200) told += 1;
        // 410: the device no longer holds the pass, so it is forgotten.
        else if (status === 410) await db.delete(walletRegistrations).where(eq(walletRegistrations.pushToken, pushToken));
        else log.warn({ status }, 'APNs refused a pass update push');
      }
      await markPushed(db, pass.serialNumber, pass.tag);
    }
  } finally {
    session.close();
  }
  return told;
}
