// Every operation of /api/openapi.json, a few hundred requests each from a fixed seed: plausible
// requests and hostile ones (NUL, lone surrogates, huge integers, wrong types, broken JSON). None may
// answer 5xx, and every error must be `{ error_code, message }`. The operations are shared out between
// fuzz-even.test.ts and fuzz-odd.test.ts, so that two test processes fuzz them side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/seed';
import { DEMO_ADMIN } from '../../server/seed/staff';
import { createTestApp, type TestApp } from './helpers';
import {
  corrupt,
  HOSTILE_URL_VALUES,
  plausible,
  RAW_BODIES,
  seededRandom,
  type Json,
  type JsonSchema,
  type Random,
} from './fuzz-values';
import { signUpUser } from './user-session';

const REQUESTS_PER_OPERATION = 300;
const SEED = 20_261_124;

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; schema?: JsonSchema }>;
  body?: JsonSchema;
}

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

function urlValue(schema: JsonSchema | undefined, random: Random, hostile: boolean): string {
  if (hostile) return random.pick(HOSTILE_URL_VALUES);
  const value = plausible(schema ?? { type: 'string' }, random);
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

function buildUrl(op: Operation, random: Random, hostilePath: boolean, hostileQuery: boolean): string {
  let url = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    url = url.replace(`{${p.name}}`, urlValue(p.schema, random, hostilePath));
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && (hostileQuery || random.next() < 0.7))
    .map((p) => `${encodeURIComponent(p.name)}=${urlValue(p.schema, random, hostileQuery)}`);
  if (hostileQuery && random.next() < 0.3) query.push(`${random.pick(HOSTILE_URL_VALUES)}=${random.pick(HOSTILE_URL_VALUES)}`);
  return query.length ? `${url}?${query.join('&')}` : url;
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
      let sent = 0;
      for (const op of operations) {
        const user = await signUpUser(t);
        const auth = op.path.startsWith('/api/partner')
          ? { authorization: 'Bearer demo-partner-key' }
          : op.path.startsWith('/api/console')
            ? await demoAdminHeaders(t)
            : user.headers;
        const hasBody = op.method !== 'get' && op.method !== 'delete';
        for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
          const roll = random.next();
          const raw = hasBody && i < RAW_BODIES.length ? RAW_BODIES[i] : undefined;
          const body: Json | undefined = hasBody
            ? roll < 0.55
              ? corrupt(plausible(op.body, random), random)
              : plausible(op.body, random)
            : undefined;
          const url = buildUrl(op, random, roll > 0.7 && roll < 0.85, roll >= 0.85);
          const headers: Record<string, string> = random.next() < 0.9 ? { ...auth } : {};
          if (random.next() < 0.2) headers['idempotency-key'] = random.pick(['k1', 'k2', 'x'.repeat(300), ' ']);
          if (raw !== undefined || body !== undefined) {
            headers['content-type'] = random.next() < 0.97 ? 'application/json' : 'text/plain';
          }
          const response = await t.app.inject({
            method: op.method.toUpperCase() as 'GET',
            url,
            headers,
            remoteAddress: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
            ...(raw !== undefined ? { payload: raw } : body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
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
            const sentBody = raw ?? (body === undefined ? '' : JSON.stringify(body));
            failures.push({
              request: `${op.method.toUpperCase()} ${url} ${sentBody.slice(0, 200)}`,
              status: response.statusCode,
              body: response.body.slice(0, 300),
            });
          }
        }
      }
      expect(sent).toBeGreaterThan(operations.length * (REQUESTS_PER_OPERATION - 1));
      expect(failures.slice(0, 15), `${failures.length} bad answers`).toEqual([]);
    });
  });
}
