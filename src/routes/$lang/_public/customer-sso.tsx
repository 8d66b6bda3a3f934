import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CustomerSsoScreen } from '@/features/auth/customer-id/customer-sso-screen';

export const Route = createFileRoute('/$lang/_public/customer-sso')({
  staticData: { title: msg`Signing you in…`, routeName: 'customer-sso' },
  component: function CustomerSso() {
    return <CustomerSsoScreen lang={Route.useParams().lang} />;
  },
});
