// Whether push notifications can reach this member on this device, and if not, why: the programme
// sends none (no Firebase config in the settings), the browser cannot show them, or the member
// blocked them. The notification settings say so instead of showing switches that do nothing.
import { useEffect, useState } from 'react';
import { useAtomValue } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { pushApiAvailable } from './push-support';

export type PushAvailability = 'available' | 'not-configured' | 'unsupported' | 'denied';

function permissionNow(): NotificationPermission | null {
  return pushApiAvailable() ? Notification.permission : null;
}

/** Notification.permission, kept current when the member changes it in the browser's site settings. */
function usePermission(): NotificationPermission | null {
  const [permission, setPermission] = useState(permissionNow);
  useEffect(() => {
    if (!pushApiAvailable() || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(permissionNow());
    void navigator.permissions
      .query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);
  return permission;
}

export function usePushAvailability(): PushAvailability {
  const configured = Boolean(useAtomValue(settingsAtom)?.push);
  const permission = usePermission();
  if (!configured) return 'not-configured';
  if (permission === null) return 'unsupported';
  if (permission === 'denied') return 'denied';
  return 'available';
}
