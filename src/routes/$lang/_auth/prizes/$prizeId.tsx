import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';
import { usePoints } from '@/features/points/use-points';
import { PrizeScreen } from '@/features/prizes/prize-screen';
import { optionalDigits } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_auth/prizes/$prizeId')({
  params: {
    parse: (raw) => digitParams('prizeId')(raw),
    stringify: ({ prizeId }) => ({ prizeId: String(prizeId) }),
  },
  validateSearch: (search: Record<string, unknown>): { categoryId?: string } => ({
    categoryId: optionalDigits(search.categoryId),
  }),
  staticData: { title: msg`Prize`, routeName: 'prizes-prize' },
  component: PrizePage,
});

function PrizePage() {
  const { prizeId } = Route.useParams();
  const { categoryId } = Route.useSearch();
  const { points, pointsLoaded } = usePoints();
  return <PrizeScreen key={prizeId} prizeId={prizeId} categoryId={categoryId ? Number(categoryId) : null} points={pointsLoaded ? points : undefined} />;
}
