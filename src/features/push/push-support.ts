/** Web push needs a service worker, the Push API and notifications (iOS: only once added to the home screen). */
export function pushSupported(): boolean {
  return (
    import.meta.env.PROD &&
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}
