import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { NotificationTypesScreen } from '@/features/profile/notification-types-screen';
import { usePushAvailability } from '@/features/push/push-availability';
import { PushPermissionPrompt } from '@/features/push/push-permission-prompt';
import { PushUnavailableNotice } from '@/features/push/push-unavailable-notice';

export const Route = createFileRoute('/$lang/_auth/profile/notification-types')({
  staticData: { title: msg`Notifications`, routeName: 'profile-notification-types' },
  component: NotificationTypesPage,
});

/** The switches only where push can reach the member; otherwise a notice saying why not. */
function NotificationTypesPage() {
  const push = usePushAvailability();
  return (
    <NotificationTypesScreen
      unavailable={push === 'available' ? undefined : <PushUnavailableNotice reason={push} />}
      before={<PushPermissionPrompt />}
    />
  );
}
