// profile/social: which social accounts are connected (userData.external_accounts) and, for providers
// this programme has configured, a button to connect one. The social sign-in flow does the connecting
// (asked with the 'social-sign-in' window event, features/auth/social-providers.ts) and reports back
// with 'social-connection-status' events; a failed or abandoned attempt reverts.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Settings } from '@/api/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FacebookIcon, GoogleIcon, LinkedinIcon, type IconProps } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom } from '@/state/session';
import { settingsAtom } from '@/state/settings';
import { ProfileSubpage } from './profile-subpage';
import styles from './settings.module.css';

type Provider = 'facebook' | 'google' | 'linkedin';

const PROVIDERS: Array<{ provider: Provider; name: string; Icon: ComponentType<IconProps>; key: (s: Settings) => string }> = [
  { provider: 'facebook', name: 'Facebook', Icon: FacebookIcon, key: (s) => s.fbAppId },
  { provider: 'google', name: 'Google', Icon: GoogleIcon, key: (s) => s.googleId },
  { provider: 'linkedin', name: 'LinkedIn', Icon: LinkedinIcon, key: (s) => s.linkedinKey },
];

const CONNECT_TIMEOUT_MS = 120_000;

export function SocialAccountsScreen() {
  const settings = useAtomValue(settingsAtom);
  const user = useAtomValue(userDataAtom);
  const [connecting, setConnecting] = useState<Provider | null>(null);
  const [failed, setFailed] = useState<{ provider: Provider; duplicate: boolean } | null>(null);
  const configured = PROVIDERS.filter((p) => settings && p.key(settings).trim() !== '');

  useEffect(() => {
    if (!connecting) return;
    const timer = setTimeout(() => setConnecting(null), CONNECT_TIMEOUT_MS);
    const onStatus = (event: Event) => {
      const status = (event as CustomEvent<{ status?: string }>).detail?.status;
      if (!status || status === 'connecting') return;
      if (status.startsWith('error')) setFailed({ provider: connecting, duplicate: status === 'error-duplicate-account' });
      setConnecting(null);
    };
    window.addEventListener('social-connection-status', onStatus);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('social-connection-status', onStatus);
    };
  }, [connecting]);

  const connect = (provider: Provider) => {
    setFailed(null);
    setConnecting(provider);
    window.dispatchEvent(new CustomEvent('social-sign-in', { detail: { provider, intent: 'connect' } }));
  };

  return (
    <ProfileSubpage
      title={<Trans>Social accounts</Trans>}
      lead={<Trans>A connected social account lets you sign in with it and brings your friends to the leaderboard.</Trans>}
    >
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
          const status = user?.external_accounts[provider] ?? 'never';
          const canConnect = configured.some((p) => p.provider === provider) && status !== 'connected';
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
                <Button variant="secondary" size="sm" loading={connecting === provider} disabled={connecting !== null} onClick={() => connect(provider)}>
                  <Trans>Connect</Trans>
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
