// Session expiry (docs/product.md sections 4, 8 and 9): the server is asked every 60 s how long the session has
// left; at 300 s or less a warning counts down, and at 0 or when the server refuses the session the
// user is logged out. A check that gets no answer changes nothing: the next one asks again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/api/client';
import { popups } from '@/features/popups/popups';
import { useStore } from '@/state/jotai';
import { logout } from './logout';

export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const SESSION_WARNING_SECONDS = 300;

/** The server's word that the session is over; no answer, or a server error, says nothing about it. */
const isSessionRefused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 419);

export function useSessionWatch() {
  const store = useStore();
  /** When the session ends by the server's last answer (epoch ms), or null before the first answer. */
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [extending, setExtending] = useState(false);
  const ended = useRef(false);
  const checking = useRef(false);

  const expire = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    setDeadline(null);
    popups.closeAll();
    void logout(store, { idle: true });
  }, [store]);

  const check = useCallback(async () => {
    if (checking.current || ended.current) return;
    checking.current = true;
    try {
      // Status validation off: an expired session (401/419) is a failed check here, not a redirect.
      const seconds = await api.get('checkUserSession', { validateStatus: false });
      if (typeof seconds !== 'number' || seconds <= 0) return expire();
      const at = Date.now();
      setNow(at);
      setDeadline(at + seconds * 1000);
    } catch (error) {
      if (isSessionRefused(error)) expire();
    } finally {
      checking.current = false;
    }
  }, [expire]);

  useEffect(() => {
    ended.current = false;
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => {
      ended.current = true;
      clearInterval(timer);
    };
  }, [check]);

  const remaining = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  const warning = remaining !== null && remaining <= SESSION_WARNING_SECONDS;

  // The live countdown; at zero the server has the last word (another tab may have extended the session).
  useEffect(() => {
    if (!warning || deadline === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) void check();
    }, 1000);
    return () => clearInterval(timer);
  }, [warning, deadline, check]);

  const extend = useCallback(async () => {
    setExtending(true);
    try {
      const result = await api.get('/api/touchSession', { validateStatus: false });
      const at = Date.now();
      setNow(at);
      setDeadline(typeof result?.remaining === 'number' ? at + result.remaining * 1000 : null);
    } catch (error) {
      if (isSessionRefused(error)) expire();
    } finally {
      setExtending(false);
    }
  }, [expire]);

  return { remaining: warning ? remaining : null, extending, extend };
}
