import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';
import { optionalDigits } from '@/lib/search-params';

// Screen arrives with the prizes issue; until then the dashboard stands in for it.
export const Route = createFileRoute('/$lang/_auth/prizes/$prizeId')({
  params: {
    parse: (raw) => digitParams('prizeId')(raw),
    stringify: ({ prizeId }) => ({ prizeId: String(prizeId) }),
  },
  validateSearch: (search: Record<string, unknown>): { categoryId?: string } => ({
    categoryId: optionalDigits(search.categoryId),
  }),
  staticData: { title: msg`Prize`, routeName: 'prizes-prize' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
