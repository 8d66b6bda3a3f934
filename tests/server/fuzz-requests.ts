// The requests the contract fuzz test sends to one operation, from a seeded generator: random ones
// (plausible and hostile bodies, hostile path and query values, headers), then one request for each
// hostile value the random ones happened to miss, so every operation meets every hostile value.
import {
  corrupt,
  HOSTILE_URL_VALUES,
  HOSTILE_VALUES,
  plausible,
  RAW_BODIES,
  type Json,
  type JsonSchema,
  type Random,
} from './fuzz-values';

export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; schema?: JsonSchema }>;
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  remoteAddress: string;
  payload?: string;
}

/** Which hostile values (by their index in fuzz-values.ts) an operation's requests carried, and where. */
export interface Coverage {
  rawBodies: Set<number>;
  bodyValues: Set<number>;
  pathValues: Set<number>;
  queryValues: Set<number>;
}

/** A request built around one hostile value: `roll` picks where it goes (as a random request's roll would). */
interface Forced {
  roll: number;
  bodyValue?: Json;
  urlValue?: string;
}

const hasBody = (op: Operation) => op.method !== 'get' && op.method !== 'delete';
const hasParameter = (op: Operation, where: 'path' | 'query') => op.parameters.some((p) => p.in === where);

function pick<T>(list: readonly T[], random: Random, seen: Set<number>, forced: T | undefined): T {
  const value = forced !== undefined ? forced : random.pick(list);
  seen.add(list.indexOf(value));
  return value;
}

function urlValue(schema: JsonSchema | undefined, random: Random): string {
  const value = plausible(schema ?? { type: 'string' }, random);
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

function buildUrl(op: Operation, random: Random, seen: Coverage, hostilePath: boolean, hostileQuery: boolean, forced?: string): string {
  let url = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const value = hostilePath ? pick(HOSTILE_URL_VALUES, random, seen.pathValues, forced) : urlValue(p.schema, random);
    url = url.replace(`{${p.name}}`, value);
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && (hostileQuery || random.next() < 0.7))
    .map((p) => {
      const value = hostileQuery ? pick(HOSTILE_URL_VALUES, random, seen.queryValues, forced) : urlValue(p.schema, random);
      return `${encodeURIComponent(p.name)}=${value}`;
    });
  if (hostileQuery && random.next() < 0.3) query.push(`${random.pick(HOSTILE_URL_VALUES)}=${random.pick(HOSTILE_URL_VALUES)}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

function fuzzRequest(op: Operation, random: Random, auth: Record<string, string>, seen: Coverage, index: number, forced?: Forced): FuzzRequest {
  const roll = forced?.roll ?? random.next();
  const raw = hasBody(op) && !forced && index < RAW_BODIES.length ? RAW_BODIES[index] : undefined;
  if (raw !== undefined) seen.rawBodies.add(index);
  let body: Json | undefined;
  if (hasBody(op) && raw === undefined) {
    body = plausible(op.body, random);
    if (roll < 0.55) body = corrupt(body, random, pick(HOSTILE_VALUES, random, seen.bodyValues, forced?.bodyValue));
  }
  const url = buildUrl(op, random, seen, roll > 0.7 && roll < 0.85, roll >= 0.85, forced?.urlValue);
  const headers: Record<string, string> = random.next() < 0.9 ? { ...auth } : {};
  if (random.next() < 0.2) headers['idempotency-key'] = random.pick(['k1', 'k2', 'x'.repeat(300), ' ']);
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = random.next() < 0.97 ? 'application/json' : 'text/plain';
  const remoteAddress = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  return { method: op.method.toUpperCase(), url, headers, remoteAddress, ...(payload !== undefined ? { payload } : {}) };
}

/** `count` random requests, then one for each hostile value they left out; and what they covered. */
export function fuzzRequests(op: Operation, random: Random, auth: Record<string, string>, count: number) {
  const seen: Coverage = { rawBodies: new Set(), bodyValues: new Set(), pathValues: new Set(), queryValues: new Set() };
  const requests = Array.from({ length: count }, (_, i) => fuzzRequest(op, random, auth, seen, i));
  const missing = <T>(list: readonly T[], got: Set<number>) => list.filter((_, i) => !got.has(i));
  const topUp = (forced: Forced) => requests.push(fuzzRequest(op, random, auth, seen, count, forced));
  if (hasBody(op)) for (const bodyValue of missing(HOSTILE_VALUES, seen.bodyValues)) topUp({ roll: 0, bodyValue });
  if (hasParameter(op, 'path')) for (const urlValue of missing(HOSTILE_URL_VALUES, seen.pathValues)) topUp({ roll: 0.75, urlValue });
  if (hasParameter(op, 'query')) for (const urlValue of missing(HOSTILE_URL_VALUES, seen.queryValues)) topUp({ roll: 0.9, urlValue });
  return { requests, seen };
}

/** The hostile values an operation should have met and did not (none, unless fuzzRequests is broken). */
export function uncovered(op: Operation, seen: Coverage): string[] {
  const gaps: string[] = [];
  const check = (where: string, applies: boolean, size: number, got: Set<number>) => {
    if (applies && got.size < size) gaps.push(`${op.method} ${op.path}: ${size - got.size} hostile ${where} values never sent`);
  };
  check('raw body', hasBody(op), RAW_BODIES.length, seen.rawBodies);
  check('body', hasBody(op), HOSTILE_VALUES.length, seen.bodyValues);
  check('path', hasParameter(op, 'path'), HOSTILE_URL_VALUES.length, seen.pathValues);
  check('query', hasParameter(op, 'query'), HOSTILE_URL_VALUES.length, seen.queryValues);
  return gaps;
}
