// When to offer installing: not on the first visit's first paint, but from the second visit on or
// after the first completed action; "Not now" keeps it away for 14 days.
const KEY = 'loyalty-install';
const SESSION_KEY = 'loyalty-install-visit';
export const INSTALL_DISMISS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Moment {
  visits: number;
  actionDone: boolean;
  dismissedUntil: number;
}

function read(): Moment {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Moment>;
    return { visits: Number(v.visits) || 0, actionDone: v.actionDone === true, dismissedUntil: Number(v.dismissedUntil) || 0 };
  } catch {
    return { visits: 0, actionDone: false, dismissedUntil: 0 };
  }
}

function write(patch: Partial<Moment>) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), ...patch }));
  } catch {
    /* private mode */
  }
}

/** Counts this browser session once, however many reloads it has. */
export function countVisit() {
  try {
    if (sessionStorage.getItem(SESSION_KEY)) return;
    sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    return;
  }
  write({ visits: read().visits + 1 });
}

export const noteActionDone = () => write({ actionDone: true });
export const dismissInstall = (now = Date.now()) => write({ dismissedUntil: now + INSTALL_DISMISS_DAYS * DAY_MS });

export function isInstallMoment(now = Date.now()): boolean {
  const m = read();
  return m.dismissedUntil <= now && (m.visits >= 2 || m.actionDone);
}
