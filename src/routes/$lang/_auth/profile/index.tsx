import { PushPermissionPrompt } from '@/features/push/push-permission-prompt';
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { LogoutIcon } from '@/components/ui/icons';
import { ProfileSettingsList } from '@/features/profile/profile-settings-list';
import { TierProgress } from '@/features/tiers/tier-progress';
import { useLogout } from '@/features/session/logout';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom, userFullNameAtom } from '@/api/queries/user-data';
import styles from './-profile-menu.module.css';

// The profile menu: who is signed in, the settings sub-pages and log-out.
export const Route = createFileRoute('/$lang/_auth/profile/')({
  staticData: { title: msg`Profile`, routeName: 'profile' },
  component: ProfileMenu,
});

function ProfileMenu() {
  const { t } = useLingui();
  const user = useAtomValue(userDataAtom);
  const fullName = useAtomValue(userFullNameAtom);
  const logout = useLogout();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Profile</Trans>
      </h1>
      <Card className={styles.identity}>
        <Avatar src={user?.picture_url} name={fullName} size={64} />
        <div className={styles.who}>
          <p className={styles.name}>{fullName || t`Your account`}</p>
          <dl className={styles.facts}>
            {user?.primary_phone ? (
              <div>
                <dt>
                  <Trans>Phone</Trans>
                </dt>
                <dd>+{user.primary_phone}</dd>
              </div>
            ) : null}
            {user?.primary_email ? (
              <div>
                <dt>
                  <Trans>E-mail</Trans>
                </dt>
                <dd>
                  <EmailAddress address={user.primary_email} as="span" />
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </Card>

      <TierProgress />
      <PushPermissionPrompt />
      <ProfileSettingsList />

      <Button variant="secondary" block icon={<LogoutIcon size={18} />} onClick={() => void logout()}>
        <Trans>Log out</Trans>
      </Button>
    </div>
  );
}
