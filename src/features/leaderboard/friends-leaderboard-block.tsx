// The friends leaderboard block (docs/product.md section 2, Leaderboard block): a connect prompt when no social
// account is connected, a spinner while connecting, the ranked top 5 when connected, and a message
// when the user is alone in the list. Only when the programme has userFriendsEnabled.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { userDataAtom, userFullNameAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { totalPointsQueryOptions } from '@/api/queries/points';
import { friendsQueryOptions } from './api/get-user-friends';
import { LeaderboardList } from './leaderboard-list';
import styles from './leaderboard.module.css';
import { ConnectLabel, PROVIDER_ICONS } from './provider-label';
import { rankFriends } from './rank-friends';
import { useSocialConnection, type ConnectionStatus, type FriendsProvider } from './social-connection';

export interface FriendsLeaderboardBlockProps {
  /** 'panel': the right panel's card, hidden when there is nothing to connect; 'page': the leaderboard route. */
  variant?: 'panel' | 'page';
}

export function FriendsLeaderboardBlock({ variant = 'panel' }: FriendsLeaderboardBlockProps) {
  const friendsEnabled = useAtomValue(settingsAtom)?.userFriendsEnabled ?? false;
  const { status, providers, connect } = useSocialConnection();
  if (!friendsEnabled) return null;
  if (status !== 'connected' && status !== 'connecting' && providers.length === 0 && variant === 'panel') return null;

  const titleId = `leaderboard-${variant}-title`;
  return (
    <section className={styles.block} data-variant={variant} aria-labelledby={titleId}>
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <TrophyIcon size={20} />
        </span>
        {variant === 'page' ? (
          <h2 id={titleId} className={styles.title}>
            <Trans>Your friends</Trans>
          </h2>
        ) : (
          <h2 id={titleId} className={styles.title}>
            <Trans>Friends leaderboard</Trans>
          </h2>
        )}
      </header>
      {status === 'connected' ? (
        <ConnectedFriends labelledBy={titleId} compact={variant === 'panel'} />
      ) : status === 'connecting' ? (
        <div className={styles.state}>
          <Spinner />
          <p role="status">
            <Trans>Connecting your account…</Trans>
          </p>
        </div>
      ) : (
        <ConnectPrompt status={status} providers={providers} onConnect={connect} />
      )}
    </section>
  );
}

function ConnectedFriends({ labelledBy, compact }: { labelledBy: string; compact: boolean }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const user = useAtomValue(userDataAtom);
  const fullName = useAtomValue(userFullNameAtom);
  const friends = useQuery(friendsQueryOptions());
  const total = useQuery(totalPointsQueryOptions());

  if (friends.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t`Loading your friends`} />
      </div>
    );
  }
  if (friends.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>
          <Trans>Your friends could not be loaded.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void friends.refetch()} loading={friends.isFetching}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }

  const entries = rankFriends(friends.data, {
    name: fullName || t`You`,
    picture_url: user?.picture_url ?? null,
    points: total.data ?? 0,
  });
  return (
    <>
      <LeaderboardList entries={entries} labelledBy={labelledBy} compact={compact} />
      {entries.length === 1 ? (
        <div className={styles.alone}>
          <p>
            <Trans>None of your friends has joined yet. Invite them and see who collects the most points.</Trans>
          </p>
          <Link to="/$lang/profile/referral-code" params={{ lang }} className={styles.inviteLink}>
            <Trans>Invite friends</Trans>
          </Link>
        </div>
      ) : null}
    </>
  );
}

function ConnectPrompt({
  status,
  providers,
  onConnect,
}: {
  status: ConnectionStatus;
  providers: FriendsProvider[];
  onConnect: (provider: FriendsProvider) => void;
}) {
  return (
    <div className={styles.prompt}>
      {status === 'error-duplicate-account' ? (
        <p className={styles.danger} role="alert">
          <Trans>This social account is already connected to another member. Sign in with that account or connect a different one.</Trans>
        </p>
      ) : status === 'error-other' ? (
        <p className={styles.danger} role="alert">
          <Trans>Your account could not be connected. Please try again.</Trans>
        </p>
      ) : null}
      <span className={styles.promptIcon} aria-hidden="true">
        <UsersIcon size={28} />
      </span>
      {providers.length > 0 ? (
        <>
          <p className={styles.promptText}>
            <Trans>Connect a social account to see how your points compare with your friends’.</Trans>
          </p>
          <div className={styles.connectButtons}>
            {providers.map((provider) => {
              const Icon = PROVIDER_ICONS[provider];
              return (
                <Button key={provider} variant="secondary" block icon={<Icon size={18} />} onClick={() => onConnect(provider)}>
                  <ConnectLabel provider={provider} />
                </Button>
              );
            })}
          </div>
        </>
      ) : (
        <p className={styles.promptText}>
          <Trans>
            Friends come from a connected social account. This programme has no social sign-in set up yet, so there are no
            friends to compare points with.
          </Trans>
        </p>
      )}
    </div>
  );
}
