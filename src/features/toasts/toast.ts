// Toasts appear 200 ms after the call and live 5000 ms (docs/product.md section 9); a click dismisses them.
import { appStore } from '@/state/jotai';
import { toastsAtom, type ToastAction, type ToastKind } from './toast-store';

export const TOAST_DELAY_MS = 200;
export const TOAST_LIFETIME_MS = 5000;
/** A toast with a button lives longer: time to read it and reach the button. */
export const ACTION_TOAST_LIFETIME_MS = 10_000;

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

interface ToastOptions {
  action?: ToastAction;
}

function show(kind: ToastKind, text: string, { action }: ToastOptions = {}): number {
  const id = nextId++;
  timers.set(
    id,
    setTimeout(() => {
      appStore.set(toastsAtom, (list) => [...list, { id, kind, text, ...(action ? { action } : {}) }]);
      timers.set(
        id,
        setTimeout(() => dismissToast(id), action ? ACTION_TOAST_LIFETIME_MS : TOAST_LIFETIME_MS),
      );
    }, TOAST_DELAY_MS),
  );
  return id;
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  warn: (text: string, options?: ToastOptions) => show('warn', text, options),
};
