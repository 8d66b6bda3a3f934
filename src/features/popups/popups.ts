// Imperative popups for any feature: `if (await popups.confirm({ title })) ...`.
import { appStore } from '@/state/jotai';
import { popupsAtom, type ConfirmOptions, type InfoOptions, type MessageOptions, type PopupEntry } from './popup-store';

let nextId = 1;

function open(kind: PopupEntry['kind'], options: PopupEntry['options']): Promise<boolean> {
  return new Promise<boolean>((resolvePromise) => {
    const id = nextId++;
    const resolve = (answer: boolean) => {
      appStore.set(popupsAtom, (list) => list.filter((p) => p.id !== id));
      resolvePromise(answer);
    };
    appStore.set(popupsAtom, (list) => [...list, { id, kind, options, resolve } as PopupEntry]);
  });
}

export const popups = {
  /** Generic message popup: HTML text, one confirm button, optional cancel. True when confirmed. */
  message: (options: MessageOptions) => open('message', options),
  /** Confirm modal with a Yes button (default label) and Cancel. True on Yes. */
  confirm: (options: ConfirmOptions) => open('confirm', options),
  /** Info modal with a Close button. */
  info: (options: InfoOptions) => open('info', options).then(() => undefined),
  /** Closes every open popup; pending promises settle as declined. */
  closeAll: () => {
    for (const popup of appStore.get(popupsAtom)) popup.resolve(false);
  },
};
