// A request in flight for longer than a moment gets words, not only a spinner: on a slow link the
// customer learns that the app is still waiting and will say what happened (the request has a deadline).
import { useEffect, useState } from 'react';

export const STILL_WAITING_AFTER_MS = 3_000;

/** True once `busy` has lasted `afterMs`; false again as soon as it ends. */
export function useStillWaiting(busy: boolean, afterMs = STILL_WAITING_AFTER_MS): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setWaiting(true), afterMs);
    return () => {
      clearTimeout(timer);
      setWaiting(false);
    };
  }, [busy, afterMs]);
  return busy && waiting;
}
