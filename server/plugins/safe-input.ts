// The contract's text type guards every declared string; this guards what the contract leaves open
// (answers, custom data, rules: free-form JSON), so no NUL or broken surrogate ever reaches a jsonb
// column, where PostgreSQL refuses it. The 400 names the field, like every other validation error.
import fp from 'fastify-plugin';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../../contract/safe';
import { badRequest } from '../errors';

interface PathStep {
  key: string;
  parent: PathStep | null;
}

const pathOf = (step: PathStep | null): string => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '(value)';
};

/** The path of the first key or string value that is not safe text, or null. Iterative: JSON may nest deep. */
export function findUnsafeText(root: unknown): string | null {
  const pending: Array<[unknown, PathStep | null]> = [[root, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return pathOf(path);
    } else if (ArrayBuffer.isView(value)) {
      // A raw body (a CSV upload) is bytes, checked by its own reader; walking it key by key cost
      // seconds of an upload's time (one entry per byte).
      continue;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const step = { key, parent: path };
        if (!isSafeText(key)) return pathOf(step);
        pending.push([inner, step]);
      }
    }
  }
  return null;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        const field = findUnsafeText(value);
        if (field) {
          throw badRequest('ValidationError', `Invalid ${where} field "${field}": ${UNSAFE_TEXT_MESSAGE}`, { field });
        }
      }
    });
  },
  { name: 'safe-input' },
);
