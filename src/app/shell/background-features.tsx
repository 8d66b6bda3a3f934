// Features that run in the background of a ready app: the offline outbox, push token upkeep, the
// install offer's event (the card itself sits in the page, see app-layout.tsx), sounds, the new-version prompt
// and the optional scripts (analytics, error reporting). Loaded after first paint so none of them weighs on the sign-in page.
import { lazy, Suspense, useEffect, useState } from 'react';
// Static and tiny: the browser's install event fires early, so it is caught before any chunk loads.
import '@/features/install/install-events';
// Static and tiny: it must open the sign-in popup inside the click; the flow itself loads on first use.
import { SocialSignInListener } from '@/features/auth/social-sign-in-listener';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { useOnceTrue } from '@/lib/use-once-true';

const OutboxSync = lazy(() => import('@/features/offline/outbox-sync').then((m) => ({ default: m.OutboxSync })));
const PushSync = lazy(() => import('@/features/push/push-sync').then((m) => ({ default: m.PushSync })));
const SoundRequests = lazy(() => import('@/features/sound/sound-requests').then((m) => ({ default: m.SoundRequests })));
const UnreadNewsWatcher = lazy(() =>
  import('@/features/news/unread-news-watcher').then((m) => ({ default: m.UnreadNewsWatcher })),
);
const OptionalScripts = lazy(() =>
  import('@/features/optional-scripts/optional-scripts').then((m) => ({ default: m.OptionalScripts })),
);
const SwUpdatePrompt = lazy(() =>
  import('@/features/sw-update/sw-update-prompt').then((m) => ({ default: m.SwUpdatePrompt })),
);

export function BackgroundFeatures() {
  // From the first moment someone is signed in on this page, and then for good: the signed-in
  // features stay mounted after a logout so they can clear that user's queue, caches and push token.
  const signedInOnce = useOnceTrue(useAtomValue(loggedInAtom));
  const painted = usePaintedOnce();
  return (
    <>
      {/* Everyone, outside the Suspense: it must listen from the first paint, not once the lazy parts have loaded. */}
      <SocialSignInListener />
      {painted ? (
        <Suspense fallback={null}>
          {/* Everyone: the service worker keeps the app available offline and offers new versions. */}
          <SwUpdatePrompt />
          {/* Everyone: analytics and error reporting, each only when the settings configure it. */}
          <OptionalScripts />
          {signedInOnce ? (
            <>
              <SoundRequests />
              <UnreadNewsWatcher />
              <OutboxSync />
              <PushSync />
            </>
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * True once the first screen has been painted: the chunks above are asked for after it, so neither
 * their download nor their start-up comes before the first screen's paint.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it. A tab opened in the
    // background gets no frames: it waits a second instead.
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setPainted(true));
    });
    timer = setTimeout(() => setPainted(true), 1000);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
