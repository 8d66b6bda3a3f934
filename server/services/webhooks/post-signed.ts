// One webhook attempt over HTTP: a POST with the signed headers, a deadline for the whole exchange, no
// redirect followed (a 3xx is a failure: the receiver must name its final URL), and the connection made
// only to a public address (target-url.ts). The answer's body is read up to a few KB and dropped.
import http from 'node:http';
import https from 'node:https';
import { literalRefused, safeLookup } from './target-url';
import type { SignedHeaders } from './signing';

export interface AttemptResult {
  /** The HTTP status, or null when there was no answer (refused, timeout, connection failed). */
  status: number | null;
  durationMs: number;
  /** Why it failed, in words fit for the console (never the secret or the signature). */
  error: string | null;
}

const MAX_BODY_READ = 4096;

export function postSigned(
  target: string,
  body: string,
  headers: SignedHeaders,
  options: { timeoutMs: number; allowPrivate: boolean; userAgent: string },
): Promise<AttemptResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): AttemptResult => ({
    status,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  const url = new URL(target);
  if (literalRefused(url, options.allowPrivate)) return Promise.resolve(done(null, 'refused: a private or local address'));
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: safeLookup(options.allowPrivate),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': options.userAgent,
          ...headers,
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_BODY_READ) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const answered = () => {
          if (status >= 200 && status < 300) finish(done(status, null));
          else if (status >= 300 && status < 400) finish(done(status, 'redirect not followed'));
          else finish(done(status, `answered ${status}`));
        };
        response.on('end', answered);
        response.on('close', answered);
        response.on('error', answered);
      },
    );
    const deadline = setTimeout(() => {
      finish(done(null, `no answer within ${options.timeoutMs} ms`));
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      const refused = err.code === 'EWEBHOOKTARGET';
      finish(done(null, refused ? 'refused: the name resolves to a private or local address' : `connection failed: ${err.code ?? err.message}`));
    });
    request.end(body);
  });
}
