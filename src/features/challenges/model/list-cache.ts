// Pure updates of the cached challenge pages: replace one, remove one, merge a last_timestamp refresh.
import type { Challenge, GetUserChallengesResult } from '@contract/challenges';
import type { ChallengePages } from '../api/get-user-challenges';

const mapPages = (data: ChallengePages, map: (list: Challenge[]) => Challenge[]): ChallengePages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, challenges: map(page.challenges) })),
});

export function replaceChallenge(data: ChallengePages, challenge: Challenge): ChallengePages {
  return mapPages(data, (list) => list.map((c) => (c.id === challenge.id ? challenge : c)));
}

export function removeChallenges(data: ChallengePages, ids: readonly number[]): ChallengePages {
  if (ids.length === 0) return data;
  const gone = new Set(ids);
  return mapPages(data, (list) => list.filter((c) => !gone.has(c.id)));
}

/** The order of the list: the owner's challenges first, then by sort_order (docs/product.md section 6). */
export function compareChallenges(ownerId: number | null) {
  const group = (c: Challenge) => (ownerId !== null && c.challenge_owner_id === ownerId ? 0 : 1);
  return (a: Challenge, b: Challenge) => group(a) - group(b) || a.sort_order - b.sort_order || a.id - b.id;
}

/** Every loaded challenge once, in list order. */
export function flattenPages(data: Pick<ChallengePages, 'pages'> | undefined): Challenge[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: Challenge[] = [];
  for (const page of data.pages) {
    for (const c of page.challenges) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  return out;
}

export const lastServerTime = (data: ChallengePages | undefined) =>
  data?.pages.reduce((max, page) => Math.max(max, page.server_time), 0) ?? 0;

/**
 * Applies a refresh: removed ids leave, changed challenges are replaced, and new ones are added where
 * they belong when that is within what is loaded (later ones arrive with the next page anyway, so
 * start_from stays right).
 */
export function mergeRefresh(data: ChallengePages, refresh: GetUserChallengesResult, ownerId: number | null): { data: ChallengePages; added: Challenge[] } {
  const compare = compareChallenges(ownerId);
  const current = flattenPages(removeChallenges(data, refresh.removed_ids));
  const byId = new Map(current.map((c) => [c.id, c]));
  const hasMore = data.pages[data.pages.length - 1]?.has_more ?? false;
  const last = current[current.length - 1];
  const added: Challenge[] = [];
  for (const c of refresh.challenges) {
    if (byId.has(c.id)) byId.set(c.id, c);
    else if (!hasMore || !last || compare(c, last) < 0) {
      byId.set(c.id, c);
      added.push(c);
    }
  }
  const merged = [...byId.values()].sort(compare);
  // All challenges go to the first page; the rest keep their paging facts (has_more) with no items.
  const pages = data.pages.map((page, i) => ({
    ...page,
    challenges: i === 0 ? merged : [],
    server_time: i === 0 ? Math.max(page.server_time, refresh.server_time) : page.server_time,
  }));
  return { data: { ...data, pages }, added };
}
