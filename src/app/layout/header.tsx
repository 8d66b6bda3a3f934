import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { MenuIcon } from '@/components/ui/icons';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { drawerOpenAtom, isMobileAtom } from '@/state/ui';
import { unreadNewsCountAtom, unusedRewardsCountAtom } from '@/state/badges';
import { BrandLogo } from './brand-logo';
import styles from './header.module.css';
import { HeaderLoginArea } from './header-login-area';
import { HeaderUser } from './header-user';
import { MainMenu } from './main-menu';

interface Props {
  /** The route hides the main menu on this device. */
  hideMenu: boolean;
  /** The active route's name (route static data). */
  routeName: string;
}

/** docs/product.md section 2, Header. */
export function Header({ hideMenu, routeName }: Props) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(loggedInAtom);
  // A token without a finished sign-in (terms to accept, user data loading): no way in to offer.
  const hasToken = Boolean(useAtomValue(tokenAtom));
  const isMobile = useAtomValue(isMobileAtom);
  const lang = useAtomValue(currentLanguageAtom);
  const bannerId = useAtomValue(settingsAtom)?.brand.mobile_banner_image_id;

  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          {loggedIn && isMobile ? <DrawerButton /> : null}
          <Link
            to={loggedIn ? '/$lang/dashboard' : '/$lang/sign-in'}
            params={{ lang }}
            className={styles.logoLink}
            aria-label={t`Home`}
          >
            <BrandLogo />
          </Link>
          {loggedIn && !isMobile && !hideMenu ? (
            <div className={styles.nav}>
              <MainMenu variant="desktop" />
            </div>
          ) : (
            <div className={styles.spacer} />
          )}
          {/* Signed out, the ways in show on desktop by CSS, not by isMobile: the server renders this header without a viewport. */}
          {loggedIn ? <HeaderUser compact={isMobile} /> : !hasToken ? <HeaderLoginArea routeName={routeName} /> : null}
        </div>
      </header>
      {/* The top banner greets on the dashboard only, as a slim decorative strip rather than a second header. */}
      {loggedIn && isMobile && bannerId && routeName === 'dashboard' ? (
        <div className={styles.banner}>
          <img src={imageUrl(bannerId, 800, 200, 0)} alt="" width={800} height={200} decoding="async" />
        </div>
      ) : null}
    </>
  );
}

/** Opens the side drawer; its badge sums unused rewards and, unless news has a tab, unread news. */
function DrawerButton() {
  const { t } = useLingui();
  const openDrawer = useSetAtom(drawerOpenAtom);
  const settings = useAtomValue(settingsAtom);
  const unusedRewards = useAtomValue(unusedRewardsCountAtom);
  const unreadNews = useAtomValue(unreadNewsCountAtom);
  const newsInMenu = Boolean(settings?.newsEnabled && settings.ui.mainMenuOrderMobile.includes('news'));
  const count = (settings?.ui.showUnusedRewardsBadge ? unusedRewards : 0) + (settings?.newsEnabled && !newsInMenu ? unreadNews : 0);
  return (
    <button type="button" className={styles.iconButton} onClick={() => openDrawer(true)} aria-label={count > 0 ? t`Menu, ${count} new` : t`Menu`}>
      <MenuIcon />
      {count > 0 ? (
        <Badge tone="danger" solid className={styles.badge} aria-hidden="true">
          {count}
        </Badge>
      ) : null}
    </button>
  );
}
