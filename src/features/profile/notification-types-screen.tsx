// profile/notification-types: the five notification flags. Each switch saves at once and shows the
// new state before the server answers; a failure puts it back. The flags decide which push
// notifications reach the user (docs/architecture.md (push)); where push cannot reach them at all, the route
// passes a notice that replaces the switches.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserData } from '@contract';
import type { NotificationFlag } from '@contract/community';
import { Card } from '@/components/ui/card';
import { isBrowserOffline } from '@/features/offline/browser-offline';
import { toast } from '@/features/toasts/toast';
import { useAtom } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { saveNotificationSettings } from './api/profile-calls';
import { ProfileSubpage } from '@/components/ui/profile-subpage';
import styles from './settings.module.css';
import { SwitchRow } from './switch-row';

interface FlagText {
  flag: NotificationFlag;
  label: ReactNode;
  description: ReactNode;
}

function useFlagTexts(): FlagText[] {
  return [
    {
      flag: 'new_challenges_notification',
      label: <Trans>New challenges</Trans>,
      description: <Trans>When new challenges are waiting for you.</Trans>,
    },
    {
      flag: 'challenge_completion_notification',
      label: <Trans>Completed challenges</Trans>,
      description: <Trans>When a challenge is completed and your points are ready to collect.</Trans>,
    },
    {
      flag: 'user_news_notification',
      label: <Trans>News</Trans>,
      description: <Trans>When the programme publishes news, offers or events.</Trans>,
    },
    {
      flag: 'monthly_notification',
      label: <Trans>Monthly top</Trans>,
      description: <Trans>When you make the monthly top.</Trans>,
    },
    {
      flag: 'new_friend_connected_notification',
      label: <Trans>Friends</Trans>,
      description: <Trans>When one of your friends joins the programme.</Trans>,
    },
  ];
}

export interface NotificationTypesScreenProps {
  /** Shown instead of the switches when push cannot reach the member here (they would do nothing). */
  unavailable?: ReactNode;
  /** Shown above the switches (the offer to turn notifications on in this browser). */
  before?: ReactNode;
}

export function NotificationTypesScreen({ unavailable, before }: NotificationTypesScreenProps = {}) {
  const { t } = useLingui();
  const [user, setUser] = useAtom(userDataAtom);
  const texts = useFlagTexts();

  const toggle = async (flag: NotificationFlag, value: boolean) => {
    const apply = (v: boolean) => setUser((current: UserData | null) => (current ? { ...current, [flag]: v } : current));
    apply(value);
    try {
      const { queued } = await saveNotificationSettings({ [flag]: value });
      if (queued) {
        toast.info(
          isBrowserOffline()
            ? t`You are offline: your choice will be saved when you are back online.`
            : t`The network is not answering: your choice will be saved once it answers.`,
        );
      }
    } catch (error) {
      console.warn('saveNotificationSettings failed', error);
      apply(!value);
      toast.error(t`Your choice could not be saved. Please try again.`);
    }
  };

  return (
    <ProfileSubpage
      title={<Trans>Notifications</Trans>}
      lead={<Trans>Choose what we may notify you about. These choices apply to push notifications on all your devices.</Trans>}
    >
      {unavailable ?? (
        <>
          {before}
          <Card padding="none" className={styles.group}>
            {texts.map(({ flag, label, description }) => (
              <SwitchRow
                key={flag}
                label={label}
                description={description}
                checked={user?.[flag] ?? false}
                disabled={!user}
                onChange={(value) => void toggle(flag, value)}
              />
            ))}
          </Card>
        </>
      )}
    </ProfileSubpage>
  );
}
