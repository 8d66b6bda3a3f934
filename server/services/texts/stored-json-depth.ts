// Stored JSON is walked by recursive functions (localising, hiding secrets). What callers send is at
// most MAX_JSON_DEPTH deep (contract/free-json.ts), but rows written before that bound, or by
// hand, may nest further: a walk gives up past READ_DEPTH_LIMIT with this error instead of overflowing
// the stack, and the reader leaves that one row out.
export const READ_DEPTH_LIMIT = 64;

export class StoredJsonTooDeep extends Error {
  constructor() {
    super(`Stored JSON nests deeper than ${READ_DEPTH_LIMIT} levels.`);
    this.name = 'StoredJsonTooDeep';
  }
}

/** The depth one level further down; throws once past READ_DEPTH_LIMIT. */
export function deeper(depth: number): number {
  if (depth >= READ_DEPTH_LIMIT) throw new StoredJsonTooDeep();
  return depth + 1;
}
