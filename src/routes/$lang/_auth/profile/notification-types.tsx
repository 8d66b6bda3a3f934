import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { NotificationTypesScreen } from '@/features/profile/notification-types-screen';

export const Route = createFileRoute('/$lang/_auth/profile/notification-types')({
  staticData: { title: msg`Notifications`, routeName: 'profile-notification-types' },
  component: NotificationTypesScreen,
});
