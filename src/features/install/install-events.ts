// Chromium's beforeinstallprompt, caught as early as this module loads (the root imports it) and
// kept for our own install card; appinstalled ends the offer.
import { requestPersistentStorage } from '@/lib/persistent-storage';
import { appStore, atom } from '@/state/jotai';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const installEventAtom = atom<BeforeInstallPromptEvent | null>(null);
export const installedAtom = atom(false);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no browser mini-infobar on first paint: the card comes at a better moment
    appStore.set(installEventAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    appStore.set(installEventAtom, null);
    appStore.set(installedAtom, true);
    // An installed app is one to keep: ask the browser not to evict its storage.
    void requestPersistentStorage();
  });
}

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch): installing goes through Share. */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
}
