import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';

// Screen arrives with the history issue; until then the dashboard stands in for it.
export const Route = createFileRoute('/$lang/_auth/history')({
  staticData: { title: msg`History`, routeName: 'history' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
