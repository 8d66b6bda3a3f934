import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active`, where the browser offers the Screen Wake Lock API. The
 * browser drops the lock when the tab is hidden, so it is asked for again on return.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let done = false;
    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (done) void lock.release();
        else sentinel = lock;
      } catch {
        /* refused (battery saver, no user gesture): the code still shows */
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
    };
  }, [active]);
}
