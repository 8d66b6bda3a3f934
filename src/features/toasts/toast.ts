// Toasts appear 200 ms after the call and live 5000 ms (SPEC.md section 9); a click dismisses them.
import { appStore } from '@/state/jotai';
import { toastsAtom, type ToastKind } from './toast-store';

export const TOAST_DELAY_MS = 200;
export const TOAST_LIFETIME_MS = 5000;

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

function show(kind: ToastKind, text: string): number {
  const id = nextId++;
  timers.set(
    id,
    setTimeout(() => {
      appStore.set(toastsAtom, (list) => [...list, { id, kind, text }]);
      timers.set(
        id,
        setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS),
      );
    }, TOAST_DELAY_MS),
  );
  return id;
}

export const toast = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  error: (text: string) => show('error', text),
  warn: (text: string) => show('warn', text),
};
