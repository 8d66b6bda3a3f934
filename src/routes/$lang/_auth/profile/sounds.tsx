import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SoundsScreen } from '@/features/profile/sounds-screen';

export const Route = createFileRoute('/$lang/_auth/profile/sounds')({
  staticData: { title: msg`Sounds`, routeName: 'profile-sounds' },
  component: SoundsScreen,
});
