import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PhoneLoginScreen } from '@/features/auth/phone-login-screen';
import { validateRedirectSearch } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_public/phone-login')({
  validateSearch: validateRedirectSearch,
  staticData: { title: msg`Sign in with your phone`, routeName: 'phone-login', serverRendered: true },
  component: PhoneLoginScreen,
});
