import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';

// Screen arrives with the rewards issue; until then the dashboard stands in for it.
export const Route = createFileRoute('/$lang/_auth/prizes/reward/$rewardId')({
  params: {
    parse: (raw) => digitParams('rewardId')(raw),
    stringify: ({ rewardId }) => ({ rewardId: String(rewardId) }),
  },
  staticData: { title: msg`Reward`, routeName: 'prizes-reward' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
