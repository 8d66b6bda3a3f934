import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TermsScreen } from '@/features/auth/terms-screen';
import { validateRedirectSearch } from '@/lib/search-params';

// Also the first stop of a new user: redirectTo rides along so accepting continues where sign-in began.
export const Route = createFileRoute('/$lang/terms-and-conditions')({
  validateSearch: validateRedirectSearch,
  staticData: { title: msg`Terms and conditions`, routeName: 'terms-and-conditions' },
  component: TermsScreen,
});
