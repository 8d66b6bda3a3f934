import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { optionalString } from '@/lib/search-params';

// Screen arrives with the e-mail issue; until then the dashboard (or sign-in) stands in for it.
export const Route = createFileRoute('/$lang/email-unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  staticData: { title: msg`Unsubscribe`, routeName: 'email-unsubscribe', hideMobileMenu: true },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/dashboard', params: { lang: params.lang }, replace: true });
  },
});
