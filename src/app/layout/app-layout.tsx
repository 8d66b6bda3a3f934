import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { usePointsRefreshEvents } from '@/features/points/refresh-events';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/state/session';
import { settingsAtom } from '@/state/settings';
import { isMobileAtom } from '@/state/ui';
import styles from './app-layout.module.css';
import { Drawer } from './drawer';
import { Footer } from './footer';
import { Header } from './header';
import { MainMenu } from './main-menu';
import { MobileLoginFooter, useShowsMobileLoginFooter } from './mobile-login-footer';
import { RightPanel } from './right-panel';
import { useLayoutRouteMeta } from './route-meta';
import { useTrackIsMobile } from './use-is-mobile';

/**
 * The page frame (SPEC.md section 2): one column signed out; signed in, a second column with the
 * right panel on desktop. Routes tune it with staticData (hideMenu, hideMobileMenu, fullWidth).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useTrackIsMobile();
  const loggedIn = useAtomValue(loggedInAtom);
  const isMobile = useAtomValue(isMobileAtom);
  const settings = useAtomValue(settingsAtom);
  const meta = useLayoutRouteMeta();
  usePointsRefreshEvents(loggedIn);

  const withPanel = loggedIn && !isMobile && !meta.fullWidth;
  const footerInPanel = withPanel && !settings?.ui.footerForceBottomOnDesktop;
  const tabBar = loggedIn && isMobile && !meta.hideMobileMenu && !meta.hideMenu;
  const loginFooter = useShowsMobileLoginFooter(meta.routeName);
  // Signed in, languages move to the drawer (mobile) or the panel footer (desktop).
  const pageFooterLanguages = !loggedIn || (!isMobile && !footerInPanel);

  return (
    <div
      className={styles.app}
      data-two-columns={withPanel || undefined}
      data-tab-bar={tabBar || undefined}
      data-login-footer={loginFooter || undefined}
      data-footer-bottom={settings?.ui.footerForceBottomOnDesktop || undefined}
    >
      <a href="#main-content" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Header hideMenu={meta.hideMenu} />
      <div className={styles.body}>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <OfflineBanner />
          {children}
        </main>
        {withPanel ? <RightPanel routeName={meta.routeName} withFooter={footerInPanel} /> : null}
      </div>
      {footerInPanel ? null : <Footer variant="page" showLanguages={pageFooterLanguages} />}
      {tabBar ? <MainMenu variant="mobile" /> : null}
      <Drawer />
      <MobileLoginFooter routeName={meta.routeName} />
    </div>
  );
}
