// "Try again" on the offline page and the browser's online event: one cheap call proves the server
// answers again; before boot finished, boot runs again.
import { boot } from '@/app/boot';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { offlineAtom } from '@/state/ui';
import { bootPhaseAtom } from './boot-phase';

export async function tryReconnect(store = appStore): Promise<boolean> {
  const token = store.get(tokenAtom);
  try {
    await fetch('/api/touchSession', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return false;
  }
  store.set(offlineAtom, false);
  if (store.get(bootPhaseAtom) !== 'ready') void boot(store);
  return true;
}
