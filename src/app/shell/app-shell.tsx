// The four shell states of docs/product.md section 2: offline page, limited-access page, the app, and the
// global loader over any of them.
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '@/app/router';
import { lazy, Suspense } from 'react';
import { useAtomValue } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';
import styles from './app-shell.module.css';
import { BackgroundFeatures } from './background-features';
import { bootPhaseAtom } from './boot-phase';
import { GlobalLoader } from './global-loader';
import { OfflinePage } from './offline-page';
import { useConnectivityEvents } from './use-connectivity-events';
import { useHasSavedData } from './use-has-saved-data';

const LimitedAccessPage = lazy(() =>
  import('@/features/auth/limited-access-page').then((m) => ({ default: m.LimitedAccessPage })),
);

export function AppShell({ router }: { router: AppRouter }) {
  const phase = useAtomValue(bootPhaseAtom);
  const offline = useAtomValue(offlineAtom);
  const hasSavedData = useHasSavedData();
  // Offline with saved answers, the app stays usable under the offline banner (docs/architecture.md (offline)).
  const showOffline = phase === 'failed' || (offline && !hasSavedData);
  useConnectivityEvents();

  return (
    <>
      {phase === 'ready' ? (
        // Kept mounted under the offline page so nothing is lost when the network returns.
        <div className={styles.app} inert={showOffline}>
          <RouterProvider router={router} />
        </div>
      ) : null}
      {phase === 'limited' ? (
        <Suspense fallback={null}>
          <LimitedAccessPage />
        </Suspense>
      ) : null}
      {phase === 'ready' ? <BackgroundFeatures /> : null}
      {showOffline ? <OfflinePage /> : null}
      <GlobalLoader />
    </>
  );
}
