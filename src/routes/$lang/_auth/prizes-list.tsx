import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { usePoints } from '@/features/points/use-points';
import { PrizesListScreen } from '@/features/prizes/prizes-list-screen';
import { optionalDigits } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_auth/prizes-list')({
  validateSearch: (search: Record<string, unknown>): { categoryId?: string } => ({
    categoryId: optionalDigits(search.categoryId),
  }),
  staticData: { title: msg`All prizes`, routeName: 'prizes-list' },
  component: PrizesListPage,
});

function PrizesListPage() {
  const { categoryId } = Route.useSearch();
  const { points, pointsLoaded } = usePoints();
  return <PrizesListScreen categoryId={categoryId ? Number(categoryId) : null} points={pointsLoaded ? points : undefined} />;
}
