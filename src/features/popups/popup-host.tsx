import { useId } from 'react';
import { appStore, useAtomValue } from '@/state/jotai';
import { ConfirmPopup } from './confirm-popup';
import { InfoPopup } from './info-popup';
import { MessagePopup } from './message-popup';
import { popupsAtom, type PopupEntry } from './popup-store';

/** Renders the generic popups opened through `popups`; mounted once by the app. */
export function PopupHost() {
  // The API writes to the app store directly, so read from it whatever Provider is above.
  const list = useAtomValue(popupsAtom, { store: appStore });
  return (
    <>
      {list.map((popup) => (
        <PopupView key={popup.id} popup={popup} />
      ))}
    </>
  );
}

function PopupView({ popup }: { popup: PopupEntry }) {
  const titleId = useId();
  switch (popup.kind) {
    case 'message':
      return <MessagePopup titleId={titleId} options={popup.options} onAnswer={popup.resolve} />;
    case 'confirm':
      return <ConfirmPopup titleId={titleId} options={popup.options} onAnswer={popup.resolve} />;
    case 'info':
      return <InfoPopup titleId={titleId} options={popup.options} onAnswer={popup.resolve} />;
  }
}
