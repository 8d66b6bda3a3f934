// A real HTTP receiver of webhooks on a loopback port of its own: it records every request it gets and
// answers as its path says: /ok 204; /flaky/<n> 503 to the first n attempts of each Webhook-Id, then 200;
// /hang/<ms> holds the first attempt of each id that long before answering, then 200; /down 500 always;
// /redirect 302 to /ok.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The answer it gave (0: it hung up before answering). */
  status: number;
  at: number;
}

export interface WebhookReceiver {
  url(path: string): string;
  received: Received[];
  /** The requests it answered 2xx. */
  accepted(): Received[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const id = String(request.headers['webhook-id']);
      const nth = (seen.get(`${path}|${id}`) ?? 0) + 1;
      seen.set(`${path}|${id}`, nth);
      const entry: Received = { path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status: 0, at: Date.now() };
      received.push(entry);
      const answer = (status: number, headers: Record<string, string> = {}) => {
        entry.status = status;
        response.writeHead(status, headers).end();
      };
      const [, kind, arg] = path.split('/');
      if (kind === 'ok') return answer(204);
      if (kind === 'down') return answer(500);
      if (kind === 'redirect') return answer(302, { location: '/ok' });
      if (kind === 'flaky') return answer(nth <= Number(arg) ? 503 : 200);
      if (kind === 'hang') {
        if (nth > 1) return answer(200);
        const timer = setTimeout(() => answer(200), Number(arg));
        response.on('close', () => clearTimeout(timer));
        return;
      }
      answer(404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    accepted: () => received.filter((r) => r.status >= 200 && r.status < 300),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
