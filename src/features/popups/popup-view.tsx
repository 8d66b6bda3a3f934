// One generic popup drawn as its dialog (with the dialogs' motion): loaded when the first popup opens, so
// a visit that never opens one never downloads it.
import { useId } from 'react';
import { ConfirmPopup } from './confirm-popup';
import { InfoPopup } from './info-popup';
import { MessagePopup } from './message-popup';
import type { PopupEntry } from './popup-store';

export function PopupView({ popup, open, onGone }: { popup: PopupEntry; open: boolean; onGone: () => void }) {
  const titleId = useId();
  const shared = { titleId, open, onGone, onAnswer: popup.resolve };
  switch (popup.kind) {
    case 'message':
      return <MessagePopup {...shared} options={popup.options} />;
    case 'confirm':
      return <ConfirmPopup {...shared} options={popup.options} />;
    case 'info':
      return <InfoPopup {...shared} options={popup.options} />;
  }
}
