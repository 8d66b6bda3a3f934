// Values for the contract fuzz test: plausible requests built from the OpenAPI schemas, and the hostile
// values a stranger sends (NUL, lone surrogates, integers past the database's range, wrong types).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: Json[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: Json;
  const?: Json;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const HOSTILE_VALUES: readonly Json[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1,
  0,
  1.5,
  '',
  ' ',
  'x'.repeat(20_000),
  [],
  {},
  null,
  true,
  '2147483648',
  '99999999999999999999',
  '-1',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  "'; drop table users; --",
  '\u202eevil',
  'e\u0301',
  [1, 2, 3],
  { nested: { deeper: ['\u0000'] } },
  { '\ud800': 1 },
];

/** Raw bodies JSON.stringify cannot produce: broken JSON, out-of-range literals, deep nesting. */
export const RAW_BODIES: readonly string[] = [
  '{',
  '{"a":',
  'not json',
  '"\\u0000"',
  '{"x":1e400}',
  '{"id":99999999999999999999999}',
  '['.repeat(5_000),
  `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"\\ud800"',
  '{"\\u0000":1}',
  'null',
  '[]',
  '',
];

/** Path and query values, already URL-encoded. */
export const HOSTILE_URL_VALUES: readonly string[] = [
  '%00',
  '%ED%A0%80',
  '%F0%9F',
  '%',
  '%zz',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1',
  '1.5',
  'abc',
  '%20',
  'x'.repeat(500),
  '..%2F..%2Fetc',
  '%E2%80%AE',
];

const PATTERN_SAMPLES = ['37060000001', '123456', '2025-01', 'en', 'lt', '1990-05-17', '1', 'abc', 'WELCOME10'];

function pickString(schema: JsonSchema, random: Random): string {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = PATTERN_SAMPLES.filter((s) => pattern.test(s));
    if (fits.length) return random.pick(fits);
  }
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return new Date(Date.UTC(2025, random.int(0, 11), 1)).toISOString();
  const word = random.pick(['Eglė', 'demo', 'WELCOME10', 'https://example.com', 'hello world', '37060000001', 'en']);
  const max = schema.maxLength ?? 100;
  const min = schema.minLength ?? 0;
  return word.length > max ? word.slice(0, max) : word.padEnd(min, 'x');
}

/** A value that fits the schema, or nearly: the server must answer it without a 5xx either way. */
export function plausible(schema: JsonSchema | undefined, random: Random, depth = 0): Json {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return plausible(random.pick(choices), random, depth + 1);
  if (schema.allOf?.length) return plausible(schema.allOf[0], random, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -1_000_000);
      const max = Math.min(schema.maximum ?? 1_000, min + 1_000);
      return random.int(Math.ceil(min), Math.floor(max));
    }
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, random.next() * 100));
    case 'boolean':
      return random.next() < 0.5;
    case 'string':
      return pickString(schema, random);
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () => plausible(schema.items, random, depth + 1));
    case 'object':
    case undefined: {
      const out: Record<string, Json> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.next() < 0.6) out[key] = plausible(inner, random, depth + 1);
      }
      if (typeof schema.additionalProperties === 'object' && random.next() < 0.7) {
        out[random.pick(['en', 'lt', 'option_id', 'text', 'question'])] = plausible(
          schema.additionalProperties,
          random,
          depth + 1,
        );
      }
      return out;
    }
    default:
      return null;
  }
}

/** Keys a body's schema does not have, for a hostile value to arrive under. */
export const STRAY_KEYS: readonly string[] = ['\u0000', '\ud800', 'extra', 'id'];

/** The value with one place (a field, an item, a key, or the whole), chosen at random, replaced by `hostile`. */
export function corrupt(value: Json, random: Random, hostile: Json): Json {
  if (value === null || typeof value !== 'object' || random.next() < 0.1) return hostile;
  if (Array.isArray(value)) {
    if (!value.length) return [hostile];
    const copy = [...value];
    const at = random.int(0, copy.length - 1);
    copy[at] = random.next() < 0.5 ? corrupt(copy[at] as Json, random, hostile) : hostile;
    return copy;
  }
  const keys = Object.keys(value);
  const copy: Record<string, Json> = { ...value };
  const roll = random.next();
  if (!keys.length || roll < 0.1) {
    copy[random.pick(STRAY_KEYS)] = hostile;
  } else {
    const key = random.pick(keys);
    copy[key] = roll < 0.4 ? corrupt(copy[key] as Json, random, hostile) : hostile;
  }
  return copy;
}
