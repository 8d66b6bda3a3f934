// The sign-in popups, mounted once by the root: the welcome tour and the ask-name popup.
import { AskNamePopup } from './ask-name-popup';
import { WelcomePopup } from './welcome-popup';

export { askNamePopupOpenAtom, welcomePopupOpenAtom } from './popup-atoms';

export function AuthPopups() {
  return (
    <>
      <WelcomePopup />
      <AskNamePopup />
    </>
  );
}
