import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CodesMenuScreen } from '@/features/profile/codes/codes-menu-screen';

export const Route = createFileRoute('/$lang/_auth/profile/codes-menu')({
  staticData: { title: msg`My codes`, routeName: 'profile-codes-menu' },
  component: CodesMenuScreen,
});
