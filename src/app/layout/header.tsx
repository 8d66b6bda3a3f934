import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { isMobileAtom } from '@/state/ui';
import { BrandLogo } from './brand-logo';
import styles from './header.module.css';
import { HeaderLoginArea } from './header-login-area';
import { signedInPartsAtom } from './load-signed-in-parts';

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
  // Loaded before any signed-in screen shows (load-signed-in-parts.ts).
  const signedIn = useAtomValue(signedInPartsAtom);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          {loggedIn && isMobile && signedIn ? <signedIn.DrawerButton /> : null}
          <Link
            to={loggedIn ? '/$lang/dashboard' : '/$lang/sign-in'}
            params={{ lang }}
            className={styles.logoLink}
            aria-label={t`Home`}
          >
            <BrandLogo />
          </Link>
          {loggedIn && !isMobile && !hideMenu && signedIn ? (
            <div className={styles.nav}>
              <signedIn.MainMenu variant="desktop" />
            </div>
          ) : (
            <div className={styles.spacer} />
          )}
          {/* Signed out, the ways in show on desktop by CSS, not by isMobile: the server renders this header without a viewport. */}
          {loggedIn ? signedIn && <signedIn.HeaderUser compact={isMobile} /> : !hasToken ? <HeaderLoginArea routeName={routeName} /> : null}
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
