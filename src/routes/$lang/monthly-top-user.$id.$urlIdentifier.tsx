import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';

// Screen arrives with the monthly top issue; until then the dashboard (or sign-in) stands in for it.
export const Route = createFileRoute('/$lang/monthly-top-user/$id/$urlIdentifier')({
  params: {
    parse: (raw) => {
      const digits = digitParams('id')(raw);
      return digits && { id: digits.id, urlIdentifier: raw.urlIdentifier };
    },
    stringify: ({ id, urlIdentifier }) => ({ id: String(id), urlIdentifier }),
  },
  staticData: { title: msg`Monthly top`, routeName: 'monthly-top-user', hideMenu: true, fullWidth: true },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
