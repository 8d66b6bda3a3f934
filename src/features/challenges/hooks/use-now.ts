// One shared 1-second ticker for every countdown on screen (docs/product.md section 9: countdown tick 1 s).
import { useSyncExternalStore } from 'react';
import { serverNow } from '../model/server-clock';

export const TICK_MS = 1000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = serverNow();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = serverNow();
    timer = setInterval(() => {
      now = serverNow();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

// Without a running ticker the value is refreshed at most once a second, so two reads within one
// render agree (useSyncExternalStore requires a stable snapshot).
function snapshot() {
  if (timer === null && Math.abs(serverNow() - now) >= TICK_MS) now = serverNow();
  return now;
}

const idle = () => () => {};

/** The server's time in ms; re-renders every second while `ticking`. */
export function useNow(ticking = true): number {
  return useSyncExternalStore(ticking ? subscribe : idle, snapshot, snapshot);
}
