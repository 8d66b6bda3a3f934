import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CommunicationScreen } from '@/features/profile/communication-screen';

export const Route = createFileRoute('/$lang/_auth/profile/communication')({
  staticData: { title: msg`Communication`, routeName: 'profile-communication' },
  component: CommunicationScreen,
});
