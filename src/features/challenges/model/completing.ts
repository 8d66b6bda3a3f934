// Challenges in the middle of their completion flow: the list keeps showing them (with the
// complete block) although the server already calls them completed.
import { atom } from '@/state/jotai';

export const completingIdsAtom = atom<ReadonlySet<number>>(new Set<number>());

export const withId = (set: ReadonlySet<number>, id: number) => new Set(set).add(id);

export function withoutId(set: ReadonlySet<number>, id: number) {
  const next = new Set(set);
  next.delete(id);
  return next;
}
