import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';

// Screen arrives with the rewards issue; until then the dashboard stands in for it.
export const Route = createFileRoute('/$lang/_auth/prizes/rewards')({
  staticData: { title: msg`My rewards`, routeName: 'prizes-rewards' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
