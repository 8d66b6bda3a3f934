import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';

// Screen arrives with the leaderboard issue; until then the dashboard stands in for it.
export const Route = createFileRoute('/$lang/_auth/leaderboard')({
  staticData: { title: msg`Leaderboard`, routeName: 'leaderboard' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
