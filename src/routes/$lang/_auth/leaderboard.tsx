import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { NotFoundPage } from '@/app/shell/not-found-page';
import { LeaderboardScreen } from '@/features/leaderboard/leaderboard-screen';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';

export const Route = createFileRoute('/$lang/_auth/leaderboard')({
  staticData: { title: msg`Leaderboard`, routeName: 'leaderboard' },
  component: LeaderboardPage,
});

function LeaderboardPage() {
  const friendsEnabled = useAtomValue(settingsAtom)?.userFriendsEnabled ?? false;
  return friendsEnabled ? <LeaderboardScreen /> : <NotFoundPage />;
}
