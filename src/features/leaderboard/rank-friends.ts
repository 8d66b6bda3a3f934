// docs/product.md sections 3, 7 and 9: the friends merged with the current user, sorted by points, highest
// first, and only the top 5 kept.
import type { Friend } from '@contract/community';

export const LEADERBOARD_SIZE = 5;

export interface LeaderboardEntry {
  /** The signed-in user's own entry has the id 'me' (docs/product.md section 3). */
  id: number | 'me';
  name: string;
  picture_url: string | null;
  points: number;
  me: boolean;
  rank: number;
}

export interface CurrentUserEntry {
  name: string;
  picture_url: string | null;
  points: number;
}

export function rankFriends(friends: Friend[], me: CurrentUserEntry, size = LEADERBOARD_SIZE): LeaderboardEntry[] {
  const entries = [
    { id: 'me' as const, name: me.name, picture_url: me.picture_url, points: Math.max(0, me.points), me: true },
    ...friends.map((f) => ({ id: f.id, name: f.name, picture_url: f.picture_url, points: Math.max(0, f.points), me: false })),
  ];
  entries.sort((a, b) => b.points - a.points || Number(b.me) - Number(a.me) || a.name.localeCompare(b.name));
  return entries.slice(0, size).map((entry, i) => ({ ...entry, rank: i + 1 }));
}
