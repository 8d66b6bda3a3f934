// Bad answers are 400 ValidationError naming the field as `answer.<path>`, like the route's own validation.
import type { z } from 'zod';
import { badRequest } from '../../errors';

export function answerError(path: string, message: string) {
  const field = path ? `answer.${path}` : 'answer';
  return badRequest('ValidationError', `Invalid body field "${field}": ${message}`, {
    field,
    fields: [{ field, message }],
  });
}

/** Parses an answer with its type's schema or throws the ValidationError of the first problem. */
export function parseAnswer<A>(schema: z.ZodType<A>, answer: unknown): A {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const first = issues[0]!;
  const error = answerError(first.path.map(String).join('.'), first.message);
  (error.details as { fields: unknown }).fields = issues.map((i) => ({
    field: i.path.length ? `answer.${i.path.map(String).join('.')}` : 'answer',
    message: i.message,
  }));
  throw error;
}
