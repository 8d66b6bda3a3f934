// Features that run in the background of a ready app: the offline outbox, push token upkeep, the
// install offer, sounds and the new-version prompt. Loaded after first paint so none of them weighs on the sign-in page.
import { lazy, Suspense } from 'react';
// Static and tiny: the browser's install event fires early, so it is caught before any chunk loads.
import '@/features/install/install-events';

const OutboxSync = lazy(() => import('@/features/offline/outbox-sync').then((m) => ({ default: m.OutboxSync })));
const PushSync = lazy(() => import('@/features/push/push-sync').then((m) => ({ default: m.PushSync })));
const InstallPrompt = lazy(() =>
  import('@/features/install/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);
const SoundRequests = lazy(() => import('@/features/sound/sound-requests').then((m) => ({ default: m.SoundRequests })));
const UnreadNewsWatcher = lazy(() =>
  import('@/features/news/unread-news-watcher').then((m) => ({ default: m.UnreadNewsWatcher })),
);
const SwUpdatePrompt = lazy(() =>
  import('@/features/sw-update/sw-update-prompt').then((m) => ({ default: m.SwUpdatePrompt })),
);

export function BackgroundFeatures() {
  return (
    <>
      <Suspense fallback={null}>
        <InstallPrompt />
        <SoundRequests />
        <UnreadNewsWatcher />
        <OutboxSync />
        <PushSync />
        <SwUpdatePrompt />
      </Suspense>
    </>
  );
}
