// Offline, a language switch works only where that language's catalog is saved on this device (the
// service worker precaches every built catalog; a language added on the server later may not be).
// The switches disable the others and say why, instead of a tap that does nothing.
import { useEffect, useState } from 'react';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, supportedLanguageKeysAtom } from '@/state/settings';
import { offlineAtom } from '@/state/ui';

/** The languages whose catalog some cache of this origin holds (any version); null without the Cache API. */
export async function cachedCatalogs(keys: readonly string[]): Promise<Set<string> | null> {
  if (typeof caches === 'undefined') return null;
  const found = new Set<string>();
  await Promise.all(
    keys.map(async (key) => {
      const hit = await caches.match(`/translations/main.${encodeURIComponent(key)}.json`, { ignoreSearch: true }).catch(() => undefined);
      if (hit) found.add(key);
    }),
  );
  return found;
}

/** False for a language the app cannot switch to now: offline, with its catalog not saved here. */
export function useLanguageSwitchable(): (key: string) => boolean {
  const offline = useAtomValue(offlineAtom);
  const current = useAtomValue(currentLanguageAtom);
  const keys = useAtomValue(supportedLanguageKeysAtom);
  const [cached, setCached] = useState<Set<string> | null>(null);
  const keyList = keys.join(',');
  useEffect(() => {
    if (!offline) return;
    let live = true;
    void cachedCatalogs(keyList.split(',')).then((found) => live && setCached(found));
    return () => {
      live = false;
    };
  }, [offline, keyList]);
  // Online, offline before the caches answered (a few milliseconds), or without the Cache API (no
  // way to know): every language is offered, and a switch that gets no catalog changes nothing.
  if (!offline || cached === null) return () => true;
  return (key) => key === current || cached.has(key);
}
