// connect_google, connect_linkedin, facebook_login: linking happens on the profile's social page;
// this shows the connection status and lets the user check once it is linked.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { ProgressCheck } from './progress-check';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

export type SocialProvider = 'google' | 'linkedin' | 'facebook';

interface Props extends WidgetProps<'connect_google' | 'connect_linkedin' | 'facebook_login'> {
  provider: SocialProvider;
  providerName: string;
  icon: ReactNode;
}

export function SocialConnect({ provider, providerName, icon, ...props }: Props) {
  const lang = useAtomValue(currentLanguageAtom);
  const status = useAtomValue(userDataAtom)?.external_accounts[provider] ?? 'never';
  const connected = status === 'connected';
  return (
    <ProgressCheck
      {...props}
      checkLabel={connected ? <Trans>Complete the challenge</Trans> : <Trans>I have connected it</Trans>}
      actions={
        connected ? undefined : (
          // A path, not a typed route: the console's challenge preview shows this widget under its own router.
          <PathLink href={`/${lang}/profile/social`} className={buttonClassName({ variant: 'primary', className: styles.submit })}>
            <Trans>Connect {providerName}</Trans>
          </PathLink>
        )
      }
    >
      <div className={styles.social} data-connected={connected || undefined}>
        <span className={styles.socialIcon} aria-hidden="true">
          {icon}
        </span>
        <p className={styles.text}>
          {connected ? (
            <Trans>Your {providerName} account is connected.</Trans>
          ) : status === 'disconnected' ? (
            <Trans>Your {providerName} account was disconnected. Connect it again on your profile's social accounts page.</Trans>
          ) : (
            <Trans>Connect your {providerName} account on your profile's social accounts page, then come back here.</Trans>
          )}
        </p>
      </div>
    </ProgressCheck>
  );
}
