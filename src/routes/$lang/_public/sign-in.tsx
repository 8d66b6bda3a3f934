import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { validateRedirectSearch } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_public/sign-in')({
  validateSearch: validateRedirectSearch,
  staticData: { title: msg`Sign in`, routeName: 'sign-in' },
  component: SignInScreen,
});
