// Every operation of /api/openapi.json, about a hundred requests each from a fixed seed (fuzz-requests.ts):
// plausible requests and hostile ones (NUL, lone surrogates, huge integers, wrong types, broken JSON),
// every hostile value and every body field at least once per operation. None may answer 5xx, and every error must be
// `{ error_code, message }`. The operations are shared out between fuzz-even.test.ts and fuzz-odd.test.ts,
// so that two test processes fuzz them side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/seed';
import { DEMO_ADMIN } from '../../server/seed/staff';
import { createTestApp, type TestApp } from './helpers';
import { fuzzRequests, uncovered, type Operation } from './fuzz-requests';
import { seededRandom, type JsonSchema } from './fuzz-values';
import { signUpUser } from './user-session';

/**
 * Random requests per operation, before the ones for the hostile values and body fields they missed.
 * 300 random ones took 80 s of CPU per half and still left some values unmet on some operations by
 * chance; 100 and about 55 top-ups per operation meet all of them.
 */
const RANDOM_REQUESTS_PER_OPERATION = 100;
const SEED = 20_261_124;

interface Failure {
  request: string;
  status: number;
  body: string;
}

/** Calls the OpenAPI document leaves out (hidden routes) but a stranger can still reach. */
const HIDDEN_OPERATIONS: Operation[] = [
  { method: 'get', path: '/image/{rest}', parameters: [{ in: 'path', name: 'rest' }] },
  { method: 'get', path: '/translations/{rest}', parameters: [{ in: 'path', name: 'rest' }] },
  { method: 'get', path: '/api/dev/outbox', parameters: [{ in: 'query', name: 'to' }] },
  { method: 'post', path: '/api/user-side/auth/apple', parameters: [], body: { type: 'object' } },
  { method: 'get', path: '/api/user-side/no-such-call/{id}', parameters: [{ in: 'path', name: 'id' }] },
  { method: 'get', path: '/{rest}', parameters: [{ in: 'path', name: 'rest' }] },
];

/** Calls that end the session go last, so they do not sign the fuzzing user out of the others. */
const LAST = ['/logoutUser', '/deactivateUser', '/api/console/logout'];
const order = (op: Operation) => (LAST.some((tail) => op.path.endsWith(tail)) ? 1 : 0);

/** Streams answer for as long as the member stays (inject would wait for ever); live-updates.test.ts covers them. */
const STREAMS = new Set(['/api/user-side/liveUpdates']);

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (STREAMS.has(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      ops.push({
        method,
        path,
        parameters: (op.parameters as Operation['parameters'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return [...ops, ...HIDDEN_OPERATIONS].sort((a, b) => order(a) - order(b));
}

let adminSignIns = 0;

/**
 * The demo admin, freshly signed in for each operation (a fuzzed log-out may end the session), from an
 * address of its own each time: the fuzzed sign-in uses up 127.0.0.1's limit, and the operations outnumber one address's.
 */
async function demoAdminHeaders(t: TestApp) {
  adminSignIns += 1;
  const remoteAddress = `10.66.${Math.floor(adminSignIns / 250)}.${(adminSignIns % 250) + 1}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/console/sign-in', remoteAddress, payload: DEMO_ADMIN });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

/** Fuzzes every `parts`-th operation of the document, starting at position `part` (0-based). */
export function fuzzOperations({ part, parts }: { part: number; parts: number }) {
  describe(`fuzzing every operation of the OpenAPI document (part ${part + 1} of ${parts})`, () => {
    let t: TestApp;
    let operations: Operation[];

    beforeAll(async () => {
      t = await createTestApp();
      await seedIfEmpty(t.database.db);
      const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      const all = operationsOf(doc.json());
      expect(all.length).toBeGreaterThan(60);
      operations = all.filter((_, i) => i % parts === part);
    });
    afterAll(async () => t?.close());

    it('never answers 5xx and always answers errors as { error_code, message }', { timeout: 600_000 }, async () => {
      const random = seededRandom(SEED + part);
      const failures: Failure[] = [];
      const gaps: string[] = [];
      let sent = 0;
      for (const op of operations) {
        const user = await signUpUser(t);
        const auth = op.path.startsWith('/api/partner')
          ? { authorization: 'Bearer demo-partner-key' }
          : op.path.startsWith('/api/console')
            ? await demoAdminHeaders(t)
            : user.headers;
        const { requests, seen } = fuzzRequests(op, random, auth, RANDOM_REQUESTS_PER_OPERATION);
        gaps.push(...uncovered(op, seen));
        for (const request of requests) {
          const response = await t.app.inject({ ...request, method: request.method as 'GET' });
          sent += 1;
          const shaped = (() => {
            if (response.statusCode < 400) return true;
            try {
              const parsed = response.json() as { error_code?: unknown; message?: unknown };
              return typeof parsed.error_code === 'string' && typeof parsed.message === 'string';
            } catch {
              return false;
            }
          })();
          if (response.statusCode >= 500 || !shaped) {
            failures.push({
              request: `${request.method} ${request.url} ${(request.payload ?? '').slice(0, 200)}`,
              status: response.statusCode,
              body: response.body.slice(0, 300),
            });
          }
        }
      }
      expect(gaps).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(operations.length * RANDOM_REQUESTS_PER_OPERATION);
      expect(failures.slice(0, 15), `${failures.length} bad answers`).toEqual([]);
    });
  });
}
