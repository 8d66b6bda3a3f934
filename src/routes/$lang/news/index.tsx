import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';

// Screen arrives with the news issue; until then the dashboard (or sign-in) stands in for it.
export const Route = createFileRoute('/$lang/news/')({
  staticData: { title: msg`News`, routeName: 'news' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
