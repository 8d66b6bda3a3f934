// A small router over the History API for the console's few pages under /admin.
import { useSyncExternalStore } from 'react';

export const BASE = '/admin';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};
const snapshot = () => location.pathname + location.search;

export function navigate(to: string, replace = false) {
  history[replace ? 'replaceState' : 'pushState'](null, '', BASE + to);
  listeners.forEach((listener) => listener());
}

/** The page's path below /admin ('/members/3') and its query. */
export function useRoute(): { path: string; params: URLSearchParams } {
  const url = useSyncExternalStore(subscribe, snapshot);
  const [pathname = '', search = ''] = url.split('?');
  const path = pathname.slice(BASE.length).replace(/\/+$/, '') || '/';
  return { path, params: new URLSearchParams(search) };
}
