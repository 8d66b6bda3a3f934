// A loopback HTTP proxy in front of the test server that a test steers like a bad mobile link:
// requests pass, are dropped (the connection closes without an answer), hang (held until the link
// comes back, then delivered late, as TCP would), are delayed, or reach the server while their
// answer is lost on the way back. Rules match a request by method and path; the link's own state
// applies to everything else.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LinkState = 'up' | 'down' | 'hang';
export type Fault = 'drop' | 'hang' | 'drop-answer' | { delayMs: number };

interface Rule {
  method?: string;
  path: RegExp;
  fault: Fault;
  /** How many more requests the rule applies to (Infinity: until cleared). */
  times: number;
}

export interface FlakyProxy {
  /** The origin pages should open, e.g. http://localhost:41234. */
  origin: string;
  link(state: LinkState): void;
  /** Applies `fault` to requests whose path (with query) matches; `times` limits it. */
  rule(path: RegExp, fault: Fault, options?: { method?: string; times?: number }): void;
  clearRules(): void;
  /** Requests seen, as "METHOD /path?query", in order. */
  seen: string[];
  close(): Promise<void>;
}

export async function startFlakyProxy(upstream: string): Promise<FlakyProxy> {
  const target = new URL(upstream);
  let state: LinkState = 'up';
  let rules: Rule[] = [];
  const held: Array<() => void> = [];
  const seen: string[] = [];

  const pass = (req: IncomingMessage, body: Buffer, res: ServerResponse, loseAnswer = false) => {
    const out = forward(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        if (loseAnswer) {
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.socket?.destroy());
    out.end(body);
  };

  const faultFor = (req: IncomingMessage): Fault | null => {
    const rule = rules.find((r) => r.times > 0 && r.path.test(req.url ?? '') && (!r.method || r.method === req.method));
    if (rule) {
      rule.times -= 1;
      return rule.fault;
    }
    return state === 'down' ? 'drop' : state === 'hang' ? 'hang' : null;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push(`${req.method} ${req.url}`);
      const fault = faultFor(req);
      if (fault === null) return pass(req, body, res);
      if (fault === 'drop') return void res.socket?.destroy();
      if (fault === 'drop-answer') return pass(req, body, res, true);
      if (fault === 'hang') return void held.push(() => (res.socket?.destroyed ? undefined : pass(req, body, res)));
      setTimeout(() => pass(req, body, res), fault.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://localhost:${port}`,
    seen,
    link(next) {
      state = next;
      if (next === 'up') held.splice(0).forEach((deliver) => deliver());
    },
    rule(path, fault, { method, times = Infinity } = {}) {
      rules.push({ path, fault, method, times });
    },
    clearRules() {
      rules = [];
      held.splice(0).forEach((deliver) => deliver());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
