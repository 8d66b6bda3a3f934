import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';

// Screen arrives with the points transfer issue; until then the dashboard stands in for it.
export const Route = createFileRoute('/$lang/_auth/points-transfer')({
  staticData: { title: msg`Transfer points`, routeName: 'points-transfer' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
