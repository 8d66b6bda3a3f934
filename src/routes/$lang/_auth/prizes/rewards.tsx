import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { RewardsScreen } from '@/features/rewards/rewards-screen';

export const Route = createFileRoute('/$lang/_auth/prizes/rewards')({
  staticData: { title: msg`My rewards`, routeName: 'prizes-rewards' },
  component: RewardsScreen,
});
