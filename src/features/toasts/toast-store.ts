import { atom } from '@/state/jotai';

export type ToastKind = 'success' | 'info' | 'error' | 'warn';

export interface ToastEntry {
  id: number;
  kind: ToastKind;
  text: string;
}

export const toastsAtom = atom<ToastEntry[]>([]);
