import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { CardIcon, ChevronRightIcon, GlobeIcon, HelpIcon, HistoryIcon, LinkIcon, LoginIcon, LogoutIcon, NewsIcon, PlayIcon, TicketIcon, UserIcon, UsersIcon } from '@/components/ui/icons';
import { type IconProps } from '@/components/ui/icon';
import { requestLogout } from '@/features/session/logout';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { loggedInAtom, userDataAtom, userFullNameAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { drawerOpenAtom } from '@/state/ui';
import { unreadNewsCountAtom, unusedRewardsCountAtom } from '@/state/badges';
import styles from './drawer.module.css';
import { LanguageLinks } from './language-links';
import { menuItemHref, useMenuItems } from './menu-items';
import { MonthlyTopBanner } from './monthly-top-banner';
import { PathLink } from '@/components/ui/path-link';

type DrawerPath =
  | '/$lang/prizes/rewards'
  | '/$lang/leaderboard'
  | '/$lang/profile'
  | '/$lang/profile/card'
  | '/$lang/history'
  | '/$lang/help'
  | '/$lang/news'
  | '/$lang/sign-in';

interface Entry {
  key: string;
  to: DrawerPath;
  label: ReactNode;
  Icon: ComponentType<IconProps>;
  count?: number;
}

/** What the drawer lists (docs/product.md section 2, Side drawer). `close` also steps back over its history entry. */
export function DrawerContent({ close }: { close: () => void }) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(loggedInAtom);
  const settings = useAtomValue(settingsAtom);
  const lang = useAtomValue(currentLanguageAtom);
  const unusedRewards = useAtomValue(unusedRewardsCountAtom);
  const unreadNews = useAtomValue(unreadNewsCountAtom);
  const menuItems = useMenuItems();
  // Links replace the drawer's history entry; closing here only hides it.
  const setOpen = useSetAtom(drawerOpenAtom);
  const dismiss = () => setOpen(false);
  if (!settings) return null;

  // Entries the mobile tab bar already shows are left out (only while it is shown, i.e. signed in).
  const inTabBar = new Set<string>(loggedIn ? settings.ui.mainMenuOrderMobile : []);
  const entries: Entry[] = loggedIn
    ? [
        {
          key: 'rewards',
          to: '/$lang/prizes/rewards',
          label: <Trans>My rewards</Trans>,
          Icon: TicketIcon,
          count: settings.ui.showUnusedRewardsBadge ? unusedRewards : 0,
        },
        { key: 'card', to: '/$lang/profile/card', label: <Trans>My card</Trans>, Icon: CardIcon },
        ...(settings.userFriendsEnabled ? [{ key: 'leaderboard', to: '/$lang/leaderboard', label: <Trans>Leaderboard</Trans>, Icon: UsersIcon } as Entry] : []),
        { key: 'profile', to: '/$lang/profile', label: <Trans>Profile</Trans>, Icon: UserIcon },
        { key: 'history', to: '/$lang/history', label: <Trans>History</Trans>, Icon: HistoryIcon },
      ]
    : [{ key: 'sign-in', to: '/$lang/sign-in', label: <Trans>Log in</Trans>, Icon: LoginIcon }];
  entries.push({ key: 'help', to: '/$lang/help', label: <Trans>Help</Trans>, Icon: HelpIcon });
  if (settings.newsEnabled) entries.push({ key: 'news', to: '/$lang/news', label: <Trans>News</Trans>, Icon: NewsIcon, count: unreadNews });

  const extra = menuItems.map((item) => ({ item, target: menuItemHref(item, lang) })).filter((l) => l.target !== null);

  return (
    <div className={styles.content}>
      {loggedIn ? <ProfileCard onNavigate={dismiss} /> : null}
      {loggedIn ? <MonthlyTopBanner compact onNavigate={dismiss} /> : null}

      <nav aria-label={t`Menu`}>
        <ul className={styles.list}>
          {entries
            .filter((entry) => !inTabBar.has(entry.key))
            .map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to} params={{ lang }} replace onClick={dismiss} className={styles.item} activeProps={{ 'aria-current': 'page' }}>
                  <entry.Icon size={22} className={styles.itemIcon} />
                  <span className={styles.itemLabel}>{entry.label}</span>
                  {entry.count && entry.count > 0 ? (
                    <Badge tone="danger" solid>
                      {entry.count}
                    </Badge>
                  ) : null}
                </Link>
              </li>
            ))}
          {extra.map(({ item, target }) => (
            <li key={`menu-${item.id}`}>
              <PathLink href={target!.href} external={target!.external} replace onClick={target!.external ? undefined : dismiss} className={styles.item}>
                <LinkIcon size={22} className={styles.itemIcon} />
                <span className={styles.itemLabel}>{item.title}</span>
              </PathLink>
            </li>
          ))}
          {loggedIn ? (
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.logout}`}
                onClick={() => {
                  close();
                  void requestLogout();
                }}
              >
                <LogoutIcon size={22} className={styles.itemIcon} />
                <span className={styles.itemLabel}>
                  <Trans>Log out</Trans>
                </span>
              </button>
            </li>
          ) : null}
        </ul>
      </nav>

      <div className={styles.foot}>
        <LanguageLinks onChoose={close} />
        <ExternalLinks socialUrl={settings.brand.social_url} videoUrl={settings.brand.video_url} />
        {settings.brand.copyright ? <p className={styles.copyright}>{settings.brand.copyright}</p> : null}
      </div>
    </div>
  );
}

function ProfileCard({ onNavigate }: { onNavigate: () => void }) {
  const lang = useAtomValue(currentLanguageAtom);
  const fullName = useAtomValue(userFullNameAtom);
  const picture = useAtomValue(userDataAtom)?.picture_url;
  return (
    <Link to="/$lang/profile" params={{ lang }} replace onClick={onNavigate} className={styles.profile}>
      <Avatar src={picture} name={fullName} size={52} />
      <span className={styles.profileText}>
        <span className={styles.profileName}>{fullName || <Trans>Your profile</Trans>}</span>
        <span className={styles.profileHint}>
          <Trans>View profile</Trans>
        </span>
      </span>
      <ChevronRightIcon size={20} className={styles.profileChevron} />
    </Link>
  );
}

function ExternalLinks({ socialUrl, videoUrl }: { socialUrl: string; videoUrl: string }) {
  if (!socialUrl && !videoUrl) return null;
  return (
    <ul className={styles.external}>
      {socialUrl ? (
        <li>
          <a href={socialUrl} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
            <GlobeIcon size={18} />
            <Trans>Follow us</Trans>
          </a>
        </li>
      ) : null}
      {videoUrl ? (
        <li>
          <a href={videoUrl} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
            <PlayIcon size={18} />
            <Trans>Watch our videos</Trans>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
