// What a queued action is about, in words kept with it (a challenge's or a prize's name, as the
// screen showed it): a refusal or a failure names it even after a reload or from the worker.
import type { QueryClient } from '@tanstack/react-query';

const MAX_DEPTH = 6;

function findName(value: unknown, id: number, depth: number): string | undefined {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return undefined;
  const items = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  if (!Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const name = record.name ?? record.prize_name;
    if (record.id === id && typeof name === 'string') return name;
  }
  for (const item of items) {
    const found = findName(item, id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The name the cached answers give the challenge or prize an action's body points at, if any. */
export function actionSubject(queryClient: QueryClient, body: unknown): string | undefined {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const [root, id] =
    typeof fields.challenge_id === 'number' ? ['challenges', fields.challenge_id] : typeof fields.prize_id === 'number' ? ['prizes', fields.prize_id] : [];
  if (!root || id === undefined) return undefined;
  for (const [, data] of queryClient.getQueriesData({ queryKey: [root] })) {
    const name = findName(data, id, 0);
    if (name) return name;
  }
  return undefined;
}
