import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ResetSnoozedScreen } from '@/features/profile/reset-snoozed-screen';

export const Route = createFileRoute('/$lang/_auth/profile/reset-snoozed-challenges')({
  staticData: { title: msg`Reset snoozed challenges`, routeName: 'profile-reset-snoozed-challenges' },
  component: ResetSnoozedScreen,
});
