// The sign-in popups, mounted once by the root: the welcome tour and the ask-name popup. Each loads when
// it may first open (the tour with its motion), so a visit that never shows them never downloads them.
import { lazy, Suspense } from 'react';
import { useOnceTrue } from '@/lib/use-once-true';
import { useAtomValue } from '@/state/jotai';
import { useNameMissing } from './use-name-missing';
import { askNamePopupOpenAtom, welcomePopupOpenAtom } from './popup-atoms';

export { askNamePopupOpenAtom, welcomePopupOpenAtom } from './popup-atoms';

const WelcomePopup = lazy(() => import('./welcome-popup').then((module) => ({ default: module.WelcomePopup })));
const AskNamePopup = lazy(() => import('./ask-name-popup').then((module) => ({ default: module.AskNamePopup })));

export function AuthPopups() {
  const welcomeNeeded = useOnceTrue(useAtomValue(welcomePopupOpenAtom));
  const askRequested = useAtomValue(askNamePopupOpenAtom);
  const nameMissing = useNameMissing();
  const askNeeded = useOnceTrue(askRequested || nameMissing);
  return (
    <>
      {welcomeNeeded ? (
        <Suspense fallback={null}>
          <WelcomePopup />
        </Suspense>
      ) : null}
      {askNeeded ? (
        <Suspense fallback={null}>
          <AskNamePopup />
        </Suspense>
      ) : null}
    </>
  );
}
