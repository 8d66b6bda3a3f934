// profile/social: which social accounts are connected (userData.external_accounts) and, for providers
// this programme has configured, a button to connect one. The social sign-in flow does the connecting
// (asked and answering through the window events of src/lib/social-sign-in-events.ts); a failed or
// abandoned attempt reverts. A connected account can be disconnected (after a confirm); the server
// refuses when it is the last way to sign in.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { api, ApiError } from '@/api/client';
import type { SocialProvider } from '@contract';
import { DISCONNECT_CALL } from '@contract/social-names';
import { CONNECT_TIMEOUT_MS, requestSocialSignIn, SOCIAL_CONNECTION_STATUS_EVENT } from '@/lib/social-sign-in-events';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AppleIcon, FacebookIcon, GoogleIcon, LinkedinIcon } from '@/components/ui/brand-icons';
import { type IconProps } from '@/components/ui/icon';
import { popups } from '@/features/popups/popups';
import { toast } from '@/features/toasts/toast';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { reloadUserData } from '@/api/queries/user-data';
import { ProfileSubpage } from '@/components/ui/profile-subpage';
import styles from './settings.module.css';

type Provider = SocialProvider;

const PROVIDERS: Array<{ provider: Provider; name: string; Icon: ComponentType<IconProps> }> = [
  { provider: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { provider: 'google', name: 'Google', Icon: GoogleIcon },
  { provider: 'linkedin', name: 'LinkedIn', Icon: LinkedinIcon },
  { provider: 'apple', name: 'Apple', Icon: AppleIcon },
];

export function SocialAccountsScreen() {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const user = useAtomValue(userDataAtom);
  const [connecting, setConnecting] = useState<Provider | null>(null);
  const [disconnecting, setDisconnecting] = useState<Provider | null>(null);
  const [failed, setFailed] = useState<{ provider: Provider; duplicate: boolean } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const configured = PROVIDERS.filter((p) => settings?.social[p.provider] !== undefined);
  const accounts: Partial<Record<Provider, string>> = user?.external_accounts ?? {};

  useEffect(() => {
    if (!connecting) return;
    const timer = setTimeout(() => setConnecting(null), CONNECT_TIMEOUT_MS);
    const onStatus = (event: Event) => {
      const status = (event as CustomEvent<{ status?: string }>).detail?.status;
      if (!status || status === 'connecting') return;
      if (status.startsWith('error')) setFailed({ provider: connecting, duplicate: status === 'error-duplicate-account' });
      setConnecting(null);
    };
    window.addEventListener(SOCIAL_CONNECTION_STATUS_EVENT, onStatus);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(SOCIAL_CONNECTION_STATUS_EVENT, onStatus);
    };
  }, [connecting]);

  const connect = (provider: Provider) => {
    setFailed(null);
    setRefused(null);
    setConnecting(provider);
    requestSocialSignIn(provider, 'connect');
  };

  const disconnect = async (provider: Provider, name: string) => {
    setFailed(null);
    setRefused(null);
    const sure = await popups.confirm({
      title: t`Disconnect ${name}?`,
      text: t`You will no longer be able to sign in with this ${name} account, and friends from it leave your leaderboard.`,
      yesLabel: t`Disconnect`,
      cancelLabel: t`Cancel`,
      buttonClass: 'danger',
    });
    if (!sure) return;
    setDisconnecting(provider);
    try {
      await api.post(DISCONNECT_CALL[provider]);
      await reloadUserData();
      toast.success(t`${name} is disconnected.`);
    } catch (error) {
      // LastSignInMethod: the server explains that another way to sign in is needed first.
      if (error instanceof ApiError && error.errorCode === 'LastSignInMethod') setRefused(error.message);
      else toast.error(error instanceof ApiError && error.message ? error.message : t`The account could not be disconnected. Please try again.`);
    } finally {
      setDisconnecting(null);
    }
  };

  return (
    <ProfileSubpage
      title={<Trans>Social accounts</Trans>}
      lead={<Trans>A connected social account lets you sign in with it and brings your friends to the leaderboard.</Trans>}
    >
      {refused ? (
        <p className={styles.note} data-tone="warning" role="alert">
          {refused}
        </p>
      ) : null}
      {failed ? (
        <p className={styles.note} data-tone="danger" role="alert">
          {failed.duplicate ? (
            <Trans>This social account is already connected to another member.</Trans>
          ) : (
            <Trans>The account could not be connected. Please try again.</Trans>
          )}
        </p>
      ) : null}
      <Card padding="none" className={styles.group}>
        {PROVIDERS.map(({ provider, name, Icon }) => {
          const status = accounts[provider] ?? 'never';
          const isConfigured = configured.some((p) => p.provider === provider);
          // Apple is listed only where it can be used (or is still connected).
          if (provider === 'apple' && !isConfigured && status !== 'connected') return null;
          const canConnect = isConfigured && status !== 'connected';
          return (
            <div key={provider} className={styles.providerRow}>
              <span className={styles.providerIcon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <div>
                <p className={styles.providerName}>{name}</p>
                <StatusBadge status={connecting === provider ? 'connecting' : status} />
              </div>
              {canConnect ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={connecting === provider}
                  disabled={connecting !== null || disconnecting !== null}
                  onClick={() => connect(provider)}
                  aria-label={t`Connect ${name}`}
                >
                  <Trans>Connect</Trans>
                </Button>
              ) : status === 'connected' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={disconnecting === provider}
                  disabled={disconnecting !== null || connecting !== null}
                  onClick={() => void disconnect(provider, name)}
                  aria-label={t`Disconnect ${name}`}
                >
                  <Trans>Disconnect</Trans>
                </Button>
              ) : null}
            </div>
          );
        })}
      </Card>
      {configured.length === 0 ? (
        <p className={styles.muted}>
          <Trans>This programme has no social sign-in set up, so no social account can be connected at the moment.</Trans>
        </p>
      ) : null}
    </ProfileSubpage>
  );
}

function StatusBadge({ status }: { status: string }) {
  let tone: 'success' | 'neutral' | 'warning' | 'info' = 'neutral';
  let text: ReactNode = <Trans>Not connected</Trans>;
  if (status === 'connected') {
    tone = 'success';
    text = <Trans>Connected</Trans>;
  } else if (status === 'disconnected') {
    tone = 'warning';
    text = <Trans>Disconnected</Trans>;
  } else if (status === 'connecting') {
    tone = 'info';
    text = <Trans>Connecting…</Trans>;
  }
  return <Badge tone={tone}>{text}</Badge>;
}
