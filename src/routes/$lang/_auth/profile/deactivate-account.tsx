import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { DeactivateAccountScreen } from '@/features/profile/deactivate-account-screen';

export const Route = createFileRoute('/$lang/_auth/profile/deactivate-account')({
  staticData: { title: msg`Deactivate account`, routeName: 'profile-deactivate-account' },
  component: DeactivateAccountScreen,
});
