import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { EmailConfirmationScreen } from '@/features/profile/email-confirmation-screen';
import { optionalString } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/email-confirmation')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  staticData: { title: msg`E-mail confirmation`, routeName: 'email-confirmation', hideMobileMenu: true },
  component: EmailConfirmationPage,
});

function EmailConfirmationPage() {
  const { token } = Route.useSearch();
  return <EmailConfirmationScreen key={token} token={token} />;
}
