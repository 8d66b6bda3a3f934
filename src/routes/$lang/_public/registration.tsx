import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { RegistrationScreen } from '@/features/auth/registration-screen';
import { validateRedirectSearch } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_public/registration')({
  validateSearch: validateRedirectSearch,
  staticData: { title: msg`Sign up`, routeName: 'registration', serverRendered: true },
  component: RegistrationScreen,
});
