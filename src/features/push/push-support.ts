/** The browser can receive web push: a service worker, the Push API and notifications (iOS: only once added to the home screen). */
export function pushApiAvailable(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

/** Push is used only by the built app (the development server has no service worker). */
export function pushSupported(): boolean {
  return import.meta.env.PROD && pushApiAvailable();
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch): push only from the home screen. */
export function isAppleMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}
