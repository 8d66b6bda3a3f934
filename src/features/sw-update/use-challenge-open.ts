import { useEffect, useState } from 'react';

const POLL_MS = 1000;
const inChallenge = () => window.location.pathname.includes('/challenge/');

/**
 * True while a challenge route is open. Read from the address (polled while `watch` is on) so the
 * prompt works wherever the root mounts it, inside or outside the router.
 */
export function useChallengeOpen(watch: boolean): boolean {
  const [open, setOpen] = useState(inChallenge);
  useEffect(() => {
    if (!watch) return;
    const update = () => setOpen(inChallenge());
    update();
    const timer = setInterval(update, POLL_MS);
    window.addEventListener('popstate', update);
    return () => {
      clearInterval(timer);
      window.removeEventListener('popstate', update);
    };
  }, [watch]);
  return open;
}
