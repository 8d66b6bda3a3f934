import { atom } from '@/state/jotai';

export type ToastKind = 'success' | 'info' | 'error' | 'warn';

/** A button in the toast besides its text (a push's "Open"): it runs, then the toast goes. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastEntry {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

export const toastsAtom = atom<ToastEntry[]>([]);
