import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { usePoints } from '@/features/points/use-points';
import { TransferScreen } from '@/features/points-transfer/transfer-screen';

export const Route = createFileRoute('/$lang/_auth/points-transfer')({
  staticData: { title: msg`Transfer points`, routeName: 'points-transfer' },
  component: PointsTransferPage,
});

function PointsTransferPage() {
  const { points, pointsLoaded } = usePoints();
  return <TransferScreen points={pointsLoaded ? points : undefined} />;
}
