import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';

// Screen arrives with the news issue; until then the dashboard (or sign-in) stands in for it.
export const Route = createFileRoute('/$lang/news/$id')({
  params: {
    parse: (raw) => digitParams('id')(raw),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { title: msg`News`, routeName: 'news-item' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
