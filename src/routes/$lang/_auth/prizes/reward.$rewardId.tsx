import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';
import { startQueries } from '@/app/route-data';
import { rewardQueryOptions } from '@/api/queries/rewards';
import { RewardScreen } from '@/features/rewards/reward-screen';

export const Route = createFileRoute('/$lang/_auth/prizes/reward/$rewardId')({
  params: {
    parse: (raw) => digitParams('rewardId')(raw),
    stringify: ({ rewardId }) => ({ rewardId: String(rewardId) }),
  },
  staticData: { title: msg`Reward`, routeName: 'prizes-reward' },
  loader: ({ params: { lang, rewardId }, context: { queryClient } }) =>
    startQueries(queryClient.ensureQueryData(rewardQueryOptions(rewardId, lang, queryClient))),
  component: RewardPage,
});

function RewardPage() {
  const { rewardId } = Route.useParams();
  return <RewardScreen key={rewardId} rewardId={rewardId} />;
}
