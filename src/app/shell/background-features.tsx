// Features that run in the background of a ready app: the offline outbox, push token upkeep and the
// new-version prompt. Loaded after first paint so none of them weighs on the sign-in page.
import { lazy, Suspense } from 'react';
import { InstallPrompt } from '@/features/install/install-prompt';

const OutboxSync = lazy(() => import('@/features/offline/outbox-sync').then((m) => ({ default: m.OutboxSync })));
const PushSync = lazy(() => import('@/features/push/push-sync').then((m) => ({ default: m.PushSync })));
const SwUpdatePrompt = lazy(() =>
  import('@/features/sw-update/sw-update-prompt').then((m) => ({ default: m.SwUpdatePrompt })),
);

export function BackgroundFeatures() {
  return (
    <>
      {/* Static: the browser's install event fires early and a lazy chunk would miss it. */}
      <InstallPrompt />
      <Suspense fallback={null}>
        <OutboxSync />
        <PushSync />
        <SwUpdatePrompt />
      </Suspense>
    </>
  );
}
