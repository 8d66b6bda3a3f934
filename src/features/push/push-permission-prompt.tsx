// "Never miss a new challenge": an in-app card that asks for notification permission before the
// browser does. Hides itself when push is off in the settings, unsupported, already decided, or
// dismissed within 14 days. `when="after-first-achievement"` (dashboard) waits for the first
// collected achievement; the default shows it right away (profile page).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BellIcon } from '@/components/ui/status-icons';
import { toast } from '@/features/toasts/toast';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { collectedAchievements, dismissedNow, dismissForAWhile, noteAchievementCollected } from './prompt-moment';
import styles from './push-permission-prompt.module.css';
import { pushSupported } from './push-support';
import { savePushTokenNow } from './push-token';
import { useAppEvents } from '@/lib/app-events';

export interface PushPermissionPromptProps {
  when?: 'always' | 'after-first-achievement';
}

export function PushPermissionPrompt({ when = 'always' }: PushPermissionPromptProps) {
  const { t } = useLingui();
  const push = useAtomValue(settingsAtom)?.push ?? null;
  const loggedIn = useAtomValue(loggedInAtom);
  const [hidden, setHidden] = useState(() => dismissedNow());
  const [earned, setEarned] = useState(() => collectedAchievements() > 0);
  const [asking, setAsking] = useState(false);

  useAppEvents(
    'achievement-collected',
    () => {
      noteAchievementCollected();
      setEarned(true);
    },
    when === 'after-first-achievement' && !earned,
  );

  const undecided = pushSupported() && Notification.permission === 'default';
  if (!push || !loggedIn || !undecided || hidden || (when === 'after-first-achievement' && !earned)) return null;

  const enable = async () => {
    setAsking(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'granted') {
        const result = await savePushTokenNow({ push, signedIn: true });
        if (result === 'saved') toast.success(t`Notifications are on.`);
        else toast.warn(t`Notifications could not be turned on right now. We will try again later.`);
      } else if (permission === 'denied') {
        toast.info(t`Notifications are off. You can turn them on in your browser's site settings.`);
      }
    } finally {
      setAsking(false);
      setHidden(true);
    }
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="push-prompt-title">
      <span className={styles.icon}>
        <BellIcon />
      </span>
      <div className={styles.body}>
        <h2 id="push-prompt-title" className={styles.title}>
          <Trans>Never miss a new challenge</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>Get a notification when new challenges, rewards and news arrive.</Trans>
        </p>
        <div className={styles.actions}>
          <Button size="sm" loading={asking} onClick={() => void enable()}>
            <Trans>Turn on notifications</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={asking}
            onClick={() => {
              dismissForAWhile();
              setHidden(true);
            }}
          >
            <Trans>Not now</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
