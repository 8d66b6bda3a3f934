// What the notification settings show instead of their switches when push cannot reach this member
// here: the programme sends none, this browser cannot show them, or the member blocked them.
import { Trans } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { BellIcon } from '@/components/ui/status-icons';
import type { PushAvailability } from './push-availability';
import { isAppleMobile } from './push-support';
import styles from './push-unavailable-notice.module.css';

export function PushUnavailableNotice({ reason }: { reason: Exclude<PushAvailability, 'available'> }) {
  return (
    <Card as="section" className={styles.notice} aria-labelledby="push-unavailable-title">
      <span className={styles.icon} aria-hidden="true">
        <BellIcon />
        <span className={styles.slash} />
      </span>
      <div>
        <h2 id="push-unavailable-title" className={styles.title}>
          {reason === 'denied' ? <Trans>Notifications are blocked</Trans> : <Trans>Notifications are not available</Trans>}
        </h2>
        <p className={styles.text}>
          {reason === 'not-configured' ? (
            <Trans>This programme does not send push notifications yet. News and new challenges appear here in the app.</Trans>
          ) : reason === 'denied' ? (
            <Trans>You blocked notifications for this site. To get them, allow notifications in your browser’s site settings, then come back to this page.</Trans>
          ) : isAppleMobile() ? (
            <Trans>On an iPhone or iPad, notifications work once the app is on your Home Screen: tap Share, then Add to Home Screen, and open it from there.</Trans>
          ) : (
            <Trans>This browser cannot show notifications. Open the app in an up-to-date Chrome, Edge, Firefox or Safari to get them.</Trans>
          )}
        </p>
      </div>
    </Card>
  );
}
