// Free-form JSON a caller may store (a challenge's custom_data and rules, a member's answer): bounded
// in depth and size where it enters, so that every later reader (localising, secrets, logs, the console)
// can walk it without running out of stack or memory.
import { z } from 'zod';
import { text } from './safe';

/** Levels of objects and arrays, the field's own object counting as one. */
export const MAX_JSON_DEPTH = 16;

/** Characters of the field written as JSON. */
export const MAX_JSON_CHARS = 20_000;

/** A member's answer: room for survey_text's 2,000 characters even when every one is escaped. */
export const MAX_ANSWER_CHARS = 8_000;

/** How deep `root` nests, counted without recursion; stops once past `limit`. */
export function jsonDepth(root: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const inner of Object.values(value)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

/** An object of free-form JSON, at most `maxChars` long as JSON and MAX_JSON_DEPTH deep. */
export const FreeJson = (maxChars = MAX_JSON_CHARS) =>
  z.record(text(200), z.unknown()).superRefine((value, ctx) => {
    if (jsonDepth(value) > MAX_JSON_DEPTH) {
      ctx.addIssue({ code: 'custom', message: `Nested deeper than ${MAX_JSON_DEPTH} levels.` });
    } else if (JSON.stringify(value).length > maxChars) {
      ctx.addIssue({ code: 'custom', message: `Longer than ${maxChars} characters as JSON.` });
    }
  });
