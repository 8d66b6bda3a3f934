import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { EmailUnsubscribeScreen } from '@/features/profile/email-unsubscribe-screen';
import { optionalString } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/email-unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  staticData: { title: msg`Unsubscribe`, routeName: 'email-unsubscribe', hideMobileMenu: true },
  component: EmailUnsubscribePage,
});

function EmailUnsubscribePage() {
  const { token } = Route.useSearch();
  return <EmailUnsubscribeScreen key={token} token={token} />;
}
