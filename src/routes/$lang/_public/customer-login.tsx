import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CustomerLoginScreen } from '@/features/auth/customer-id/customer-login-screen';
import { validateRedirectSearch } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_public/customer-login')({
  validateSearch: validateRedirectSearch,
  staticData: { title: msg`Sign in with your customer ID`, routeName: 'customer-login', serverRendered: true },
  component: CustomerLoginScreen,
});
