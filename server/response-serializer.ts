// Answers are written by a serializer compiled once per route and status from the contract's zod schema
// (fast-json-stringify over the schema's JSON Schema), instead of zod checking every answer and
// JSON.stringify writing it: on a list of challenges that was a tenth of the server's time. Like zod, it
// writes only the fields the contract names. A schema JSON Schema cannot express (a transform) keeps
// zod's serializer.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerArgs = Parameters<FastifySerializerCompiler<unknown>>[0];

function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/** The JSON Schema of what the route answers, or null when zod alone can write it. */
export function answerJsonSchema(schema: unknown): object | null {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return null;
  try {
    return withoutClosedObjects(
      z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'ref', reused: 'inline' }),
    );
  } catch {
    return null;
  }
}

/**
 * zod drops the fields an object does not name; the serializer must too, also inside unions, where it
 * picks the branch by validating the data: `additionalProperties: false` would make an answer with an
 * extra field match no branch, so it goes (the serializer writes only named fields either way).
 */
function withoutClosedObjects<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    copy[key] = withoutClosedObjects(value);
  }
  return copy as T;
}

type Serializer = (data: unknown) => string;

/**
 * Compiled once per schema in the process, not once per app: the contract's schemas are module constants,
 * and a process that builds several apps (the server tests, about 200) compiled the same ones each time.
 */
const compiled = new WeakMap<object, Serializer>();

export const responseSerializerCompiler = ((args: SerializerArgs) => {
  const key = zodSchemaOf(args.schema);
  const known = key && compiled.get(key);
  if (known) return known;
  const json = answerJsonSchema(args.schema);
  let serializer: Serializer;
  if (json) {
    const stringify = fastJson(json);
    serializer = (data: unknown) => stringify(data);
  } else {
    serializer = zodSerializerCompiler(args as never) as Serializer;
  }
  if (key) compiled.set(key, serializer);
  return serializer;
}) satisfies FastifySerializerCompiler<unknown>;
