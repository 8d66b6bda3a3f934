// The queue of generic popups (docs/product.md section 2, Popups) and the promises waiting on them.
import { atom } from '@/state/jotai';

export interface MessageOptions {
  title?: string;
  /** HTML; sanitised before it is shown. */
  html: string;
  confirmLabel?: string;
  /** Shows a cancel button when given. */
  cancelLabel?: string;
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  imageUrl?: string;
  yesLabel?: string;
  cancelLabel?: string;
  /** A button variant ('primary', 'danger'...) or an extra class for the Yes button. */
  buttonClass?: string;
}

export interface InfoOptions {
  title?: string;
  text: string;
  closeLabel?: string;
}

interface Base<K extends string, O> {
  id: number;
  kind: K;
  options: O;
  /** Settles the caller's promise and removes the popup. */
  resolve: (answer: boolean) => void;
}

export type PopupEntry = Base<'message', MessageOptions> | Base<'confirm', ConfirmOptions> | Base<'info', InfoOptions>;

export const popupsAtom = atom<PopupEntry[]>([]);
