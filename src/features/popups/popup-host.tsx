import { lazy, Suspense, useState } from 'react';
import { appStore, useAtomValue } from '@/state/jotai';
import { popupsAtom, type PopupEntry } from './popup-store';

const PopupView = lazy(() => import('./popup-view').then((module) => ({ default: module.PopupView })));

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
  if (drawn.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {drawn.map((popup) => (
        <PopupView
          key={popup.id}
          popup={popup}
          open={list.includes(popup)}
          onGone={() => setLeaving((current) => current.filter((other) => other !== popup))}
        />
      ))}
    </Suspense>
  );
}
