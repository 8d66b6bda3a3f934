import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { usePointsRefreshEvents } from '@/features/points/refresh-events';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { drawerOpenAtom, isMobileAtom } from '@/state/ui';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { signedInPartsAtom } from './load-signed-in-parts';
import { MobileLoginFooter, useShowsMobileLoginFooter } from './mobile-login-footer';
import { useLayoutRouteMeta } from './route-meta';
import { useTrackIsMobile } from './use-is-mobile';
import { onAppEvents } from '@/lib/app-events';
import { afterFirstAction } from '@/lib/first-action';
import { useOnceTrue } from '@/lib/use-once-true';

// Signed-in and connectivity parts load after first paint, so the sign-in page stays light.
const loadDrawer = () => import('./drawer');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));
const RightPanel = lazy(() => import('./right-panel').then((m) => ({ default: m.RightPanel })));
const SignedInEconomy = lazy(() => import('./signed-in-economy').then((m) => ({ default: m.SignedInEconomy })));
const OfflineBanner = lazy(() => import('@/features/offline/offline-banner').then((m) => ({ default: m.OfflineBanner })));
const InstallPrompt = lazy(() => import('@/features/install/install-prompt').then((m) => ({ default: m.InstallPrompt })));

/**
 * The page frame (docs/product.md section 2): one column signed out; signed in, a second column with the
 * right panel on desktop. Routes tune it with staticData (hideMenu, hideMobileMenu, fullWidth).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useTrackIsMobile();
  const loggedIn = useAtomValue(loggedInAtom);
  const isMobile = useAtomValue(isMobileAtom);
  const settings = useAtomValue(settingsAtom);
  const meta = useLayoutRouteMeta();
  const signedIn = useAtomValue(signedInPartsAtom);
  usePointsRefreshEvents(loggedIn);
  const setDrawerOpen = useSetAtom(drawerOpenAtom);
  // The phone menu's code comes with the member's first action (likely the tap that opens it) and is drawn
  // from its first opening on.
  const drawerWanted = useOnceTrue(useAtomValue(drawerOpenAtom));
  useEffect(() => {
    if (loggedIn && isMobile) return afterFirstAction(() => void loadDrawer().catch(() => {}));
  }, [loggedIn, isMobile]);
  // docs/product.md section 2: the drawer opens on the open-side-menu event (listened to here, as the drawer loads
  // lazily), from the moment the layout shows (a plain effect may run after the paint).
  useLayoutEffect(() => onAppEvents('open-side-menu', () => setDrawerOpen(true)), [setDrawerOpen]);

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
      <Header hideMenu={meta.hideMenu} routeName={meta.routeName} />
      <div className={styles.body}>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
          {/* In the flow, never over the page; decided per screen (the key), so it never moves one being read. */}
          {loggedIn && meta.routeName ? (
            <Suspense fallback={null}>
              <InstallPrompt key={meta.routeName} />
            </Suspense>
          ) : null}
          {children}
        </main>
        {withPanel ? (
          <Suspense fallback={<aside className={styles.panelPlaceholder} aria-hidden="true" />}>
            <RightPanel routeName={meta.routeName} withFooter={footerInPanel} />
          </Suspense>
        ) : null}
      </div>
      {footerInPanel ? null : <Footer variant="page" showLanguages={pageFooterLanguages} />}
      {tabBar && signedIn ? <signedIn.MainMenu variant="mobile" /> : null}
      {loggedIn ? (
        <>
          <Suspense fallback={null}>{drawerWanted ? <Drawer /> : null}</Suspense>
          <Suspense fallback={null}>
            <SignedInEconomy />
          </Suspense>
        </>
      ) : null}
      <MobileLoginFooter routeName={meta.routeName} />
    </div>
  );
}
