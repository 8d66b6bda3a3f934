// Answers are written by a serializer compiled from the contract (server/response-serializer.ts): it must
// write what zod would and never a field the contract does not name.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Challenge } from '../../contract/challenges';
import { answerJsonSchema, responseSerializerCompiler } from '../../server/response-serializer';

const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('the compiled answer serializer', () => {
  it('writes only the fields the contract names, at any depth', () => {
    const Answer = z.object({
      id: z.number().int(),
      options: z.array(z.object({ id: z.number(), text: z.string().nullable() })),
      kind: z.discriminatedUnion('type', [z.object({ type: z.literal('a'), a: z.string() }), z.object({ type: z.literal('b') })]),
    });
    const data = {
      id: 7,
      secret: 'token',
      options: [{ id: 1, text: null, is_correct: true }],
      kind: { type: 'a', a: 'x', hidden: 1 },
    };
    const written = compile(Answer)(data);
    expect(JSON.parse(written)).toEqual({ id: 7, options: [{ id: 1, text: null }], kind: { type: 'a', a: 'x' } });
    expect(written).not.toContain('is_correct');
    expect(written).not.toContain('token');
  });

  it('refuses an answer that lacks a required field, as zod did', () => {
    expect(() => compile(z.object({ id: z.number(), name: z.string() }))({ id: 1 })).toThrow();
  });

  it("compiles the contract's challenge, and keeps zod for what JSON Schema cannot say", () => {
    expect(answerJsonSchema(Challenge)).not.toBeNull();
    const Stamped = z.object({ at: z.date() });
    expect(answerJsonSchema(Stamped)).toBeNull();
    expect(compile(Stamped)({ at: new Date(Date.UTC(2026, 10, 24)) })).toBe('{"at":"2026-11-24T00:00:00.000Z"}');
  });
});
