import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { usePoints } from '@/features/points/use-points';
import { PrizesScreen } from '@/features/prizes/prizes-screen';

export const Route = createFileRoute('/$lang/_auth/prizes/')({
  staticData: { title: msg`Prizes`, routeName: 'prizes' },
  component: PrizesPage,
});

function PrizesPage() {
  const { points, pointsLoaded } = usePoints();
  return <PrizesScreen points={pointsLoaded ? points : undefined} />;
}
