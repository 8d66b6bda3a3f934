// The friends leaderboard's ranked rows: the shared ranked list, a smaller avatar in the right panel's card.
import { RankedList } from '@/components/ui/ranked-list';
import type { LeaderboardEntry } from './rank-friends';

export function LeaderboardList({ entries, labelledBy, compact = false }: { entries: LeaderboardEntry[]; labelledBy: string; compact?: boolean }) {
  return (
    <RankedList
      entries={entries.map(({ id, ...entry }) => ({ key: id, ...entry }))}
      labelledBy={labelledBy}
      avatarSize={compact ? 32 : 36}
      compact={compact}
    />
  );
}
