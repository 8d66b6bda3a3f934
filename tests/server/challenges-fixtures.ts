// What the challenge list and lifecycle tests share (challenges-list and challenges-lifecycle.test.ts);
// members, challenges and the calls to them come from user-session.ts.
export const DAY_MS = 24 * 3600 * 1000;
/** The ids of a list of challenges, in its order. */
export const ids = (list: Array<{ id: number }>) => list.map((c) => c.id);
