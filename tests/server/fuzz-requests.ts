// The requests the contract fuzz test sends to one operation, from a seeded generator: random ones
// (plausible and hostile bodies, hostile path and query values, headers), then one request for each
// hostile value, and each body field, the random ones happened to miss: every operation meets
// every hostile value in every place it takes one.
import {
  corrupt,
  HOSTILE_URL_VALUES,
  HOSTILE_VALUES,
  plausible,
  RAW_BODIES,
  STRAY_KEYS,
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
  /** Values of a query parameter the operation does not have. */
  strayQueryValues: Set<number>;
  /** The body's fields (fieldsOf), and keys it does not have (STRAY_KEYS), that carried a hostile value. */
  bodyFields: Set<string>;
}

/** A request built around one hostile value: `roll` picks where it goes (as a random request's roll would). */
interface Forced {
  roll: number;
  bodyValue?: Json;
  bodyField?: string;
  urlValue?: string;
  strayValue?: string;
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The body's fields, nested ones as `outer/inner` (objects' properties, three levels deep). */
function fieldsOf(op: Operation): string[] {
  const walk = (schema: JsonSchema | undefined, prefix: string, depth: number): string[] =>
    depth > 3 ? [] : Object.entries(schema?.properties ?? {}).flatMap(([key, inner]) => [`${prefix}${key}`, ...walk(inner, `${prefix}${key}/`, depth + 1)]);
  return walk(op.body, '', 1);
}

const valueAt = (value: Json | undefined, field: string) =>
  field.split('/').reduce<Json | undefined>((at, key) => (isObject(at) ? at[key] : undefined), value);

/** `value` with `hostile` at `field`, objects made on the way where the plausible body left them out. */
function withValueAt(value: { [key: string]: Json }, field: string, hostile: Json): { [key: string]: Json } {
  const [key, ...rest] = field.split('/') as [string, ...string[]];
  if (!rest.length) return { ...value, [key]: hostile };
  const inner = value[key];
  return { ...value, [key]: withValueAt(isObject(inner) ? inner : {}, rest.join('/'), hostile) };
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

function buildUrl(op: Operation, random: Random, seen: Coverage, hostilePath: boolean, hostileQuery: boolean, forced?: Forced): string {
  let url = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const value = hostilePath ? pick(HOSTILE_URL_VALUES, random, seen.pathValues, forced?.urlValue) : urlValue(p.schema, random);
    url = url.replace(`{${p.name}}`, value);
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && (hostileQuery || random.next() < 0.7))
    .map((p) => {
      const value = hostileQuery ? pick(HOSTILE_URL_VALUES, random, seen.queryValues, forced?.urlValue) : urlValue(p.schema, random);
      return `${encodeURIComponent(p.name)}=${value}`;
    });
  if (hostileQuery && (forced?.strayValue !== undefined || random.next() < 0.3)) {
    query.push(`${random.pick(HOSTILE_URL_VALUES)}=${pick(HOSTILE_URL_VALUES, random, seen.strayQueryValues, forced?.strayValue)}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

function fuzzRequest(op: Operation, random: Random, auth: Record<string, string>, seen: Coverage, index: number, forced?: Forced): FuzzRequest {
  const roll = forced?.roll ?? random.next();
  const raw = hasBody(op) && !forced && index < RAW_BODIES.length ? RAW_BODIES[index] : undefined;
  if (raw !== undefined) seen.rawBodies.add(index);
  let body: Json | undefined;
  if (hasBody(op) && raw === undefined) {
    const fine = plausible(op.body, random);
    if (roll < 0.55) {
      const hostile = pick(HOSTILE_VALUES, random, seen.bodyValues, forced?.bodyValue);
      if (forced?.bodyField && isObject(fine)) {
        body = withValueAt(fine, forced.bodyField, hostile);
        seen.bodyFields.add(forced.bodyField);
      } else {
        body = corrupt(fine, random, hostile);
        for (const field of [...fieldsOf(op), ...STRAY_KEYS]) if (JSON.stringify(valueAt(body, field)) !== JSON.stringify(valueAt(fine, field))) seen.bodyFields.add(field);
      }
    } else body = fine;
  }
  const url = buildUrl(op, random, seen, roll > 0.7 && roll < 0.85, roll >= 0.85, forced);
  const headers: Record<string, string> = random.next() < 0.9 ? { ...auth } : {};
  if (random.next() < 0.2) headers['idempotency-key'] = random.pick(['k1', 'k2', 'x'.repeat(300), ' ']);
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = random.next() < 0.97 ? 'application/json' : 'text/plain';
  const remoteAddress = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  return { method: op.method.toUpperCase(), url, headers, remoteAddress, ...(payload !== undefined ? { payload } : {}) };
}

/** `count` random requests, then one for each hostile value they left out; and what they covered. */
export function fuzzRequests(op: Operation, random: Random, auth: Record<string, string>, count: number) {
  const seen: Coverage = { rawBodies: new Set(), bodyValues: new Set(), pathValues: new Set(), queryValues: new Set(), strayQueryValues: new Set(), bodyFields: new Set() };
  const requests = Array.from({ length: count }, (_, i) => fuzzRequest(op, random, auth, seen, i));
  const missing = <T>(list: readonly T[], got: Set<number>) => list.filter((_, i) => !got.has(i));
  const topUp = (forced: Forced) => requests.push(fuzzRequest(op, random, auth, seen, count, forced));
  if (hasBody(op)) for (const bodyValue of missing(HOSTILE_VALUES, seen.bodyValues)) topUp({ roll: 0, bodyValue });
  if (hasParameter(op, 'path')) for (const urlValue of missing(HOSTILE_URL_VALUES, seen.pathValues)) topUp({ roll: 0.75, urlValue });
  if (hasParameter(op, 'query')) for (const urlValue of missing(HOSTILE_URL_VALUES, seen.queryValues)) topUp({ roll: 0.9, urlValue });
  for (const strayValue of missing(HOSTILE_URL_VALUES, seen.strayQueryValues)) topUp({ roll: 0.9, strayValue });
  const bodyFields = hasBody(op) && op.body?.type === 'object' ? [...fieldsOf(op), ...STRAY_KEYS] : [];
  for (const bodyField of bodyFields.filter((field) => !seen.bodyFields.has(field))) topUp({ roll: 0, bodyField });
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
  check('stray query', true, HOSTILE_URL_VALUES.length, seen.strayQueryValues);
  const untouched = (hasBody(op) && op.body?.type === 'object' ? [...fieldsOf(op), ...STRAY_KEYS] : []).filter((field) => !seen.bodyFields.has(field));
  if (untouched.length) gaps.push(`${op.method} ${op.path}: body fields never hostile: ${untouched.join(', ')}`);
  return gaps;
}
