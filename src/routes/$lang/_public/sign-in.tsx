import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { validateSignInSearch } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_public/sign-in')({
  validateSearch: validateSignInSearch,
  staticData: { title: msg`Sign in`, routeName: 'sign-in', serverRendered: true },
  component: SignInScreen,
});
