// The signed-in staff member, kept in sessionStorage (the tab's own: closing it signs out).
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { Staff } from '@contract/console';

export type StaffMember = z.infer<typeof Staff>;
export interface StaffSession {
  token: string;
  staff: StaffMember;
}
export type EndReason = 'logout' | 'expired';

const KEY = 'console-session';
const listeners = new Set<() => void>();
let current: StaffSession | null = read();
let lastEnd: EndReason | null = null;

function read(): StaffSession | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StaffSession | null;
  } catch {
    return null;
  }
}

function set(value: StaffSession | null) {
  current = value;
  if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export const session = {
  get: () => current,
  start(value: StaffSession) {
    lastEnd = null;
    set(value);
  },
  end(reason: EndReason) {
    if (!current) return;
    lastEnd = reason;
    set(null);
  },
  /** Why the last session ended, if it did in this tab. */
  endReason: () => lastEnd,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
