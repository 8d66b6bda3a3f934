import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SocialAccountsScreen } from '@/features/profile/social-accounts-screen';

export const Route = createFileRoute('/$lang/_auth/profile/social')({
  staticData: { title: msg`Social accounts`, routeName: 'profile-social' },
  component: SocialAccountsScreen,
});
