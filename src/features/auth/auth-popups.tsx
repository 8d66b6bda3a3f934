// The sign-in popups, mounted once by the root: the welcome tour and the ask-name popup. The tour (with
// its motion) loads when it first opens, so a visit that never shows it never downloads it.
import { lazy, Suspense } from 'react';
import { useOnceTrue } from '@/lib/use-once-true';
import { useAtomValue } from '@/state/jotai';
import { AskNamePopup } from './ask-name-popup';
import { welcomePopupOpenAtom } from './popup-atoms';

export { askNamePopupOpenAtom, welcomePopupOpenAtom } from './popup-atoms';

const WelcomePopup = lazy(() => import('./welcome-popup').then((module) => ({ default: module.WelcomePopup })));

export function AuthPopups() {
  const welcomeNeeded = useOnceTrue(useAtomValue(welcomePopupOpenAtom));
  return (
    <>
      {welcomeNeeded ? (
        <Suspense fallback={null}>
          <WelcomePopup />
        </Suspense>
      ) : null}
      <AskNamePopup />
    </>
  );
}
