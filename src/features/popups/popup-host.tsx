import { useId, useState } from 'react';
import { appStore, useAtomValue } from '@/state/jotai';
import { ConfirmPopup } from './confirm-popup';
import { InfoPopup } from './info-popup';
import { MessagePopup } from './message-popup';
import { popupsAtom, type PopupEntry } from './popup-store';

/**
 * Renders the generic popups opened through `popups`; mounted once by the app. An answered popup leaves
 * the queue at once (the caller goes on) but stays drawn, closed, until its dialog has played its way out.
 */
export function PopupHost() {
  // The API writes to the app store directly, so read from it whatever Provider is above.
  const list = useAtomValue(popupsAtom, { store: appStore });
  const [lastList, setLastList] = useState(list);
  const [leaving, setLeaving] = useState<PopupEntry[]>([]);
  if (list !== lastList) {
    setLastList(list);
    const gone = lastList.filter((popup) => !list.includes(popup));
    if (gone.length) setLeaving((current) => [...current, ...gone]);
  }
  const drawn = [...list, ...leaving.filter((popup) => !list.includes(popup))].sort((a, b) => a.id - b.id);
  return (
    <>
      {drawn.map((popup) => (
        <PopupView
          key={popup.id}
          popup={popup}
          open={list.includes(popup)}
          onGone={() => setLeaving((current) => current.filter((other) => other !== popup))}
        />
      ))}
    </>
  );
}

function PopupView({ popup, open, onGone }: { popup: PopupEntry; open: boolean; onGone: () => void }) {
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
