// The member's last known points and lifetime total, kept in localStorage so the very first paint
// after a reload shows them (the persisted query cache lives in IndexedDB and arrives a moment
// later); forgotten on sign-out with the rest of the session.
const KEY = 'last-points';

export interface LastPoints {
  points: number;
  total: number | null;
}

export function readLastPoints(): LastPoints | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<LastPoints> | null;
    if (typeof value?.points !== 'number') return null;
    return { points: value.points, total: typeof value.total === 'number' ? value.total : null };
  } catch {
    return null;
  }
}

export function saveLastPoints(value: LastPoints) {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private modes without storage: the next load waits for the server.
  }
}

export function forgetLastPoints() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
