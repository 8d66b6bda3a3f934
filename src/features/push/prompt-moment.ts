// When to ask for notifications: not before the customer has got something out of the app (the
// first collected achievement), and not again for 14 days after "Not now".
const KEY = 'loyalty-push-prompt';
export const DISMISS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Moment {
  achievements: number;
  dismissedUntil: number;
}

function read(): Moment {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Moment>;
    return { achievements: Number(value.achievements) || 0, dismissedUntil: Number(value.dismissedUntil) || 0 };
  } catch {
    return { achievements: 0, dismissedUntil: 0 };
  }
}

function write(moment: Moment) {
  try {
    localStorage.setItem(KEY, JSON.stringify(moment));
  } catch {
    /* private mode: the prompt may come back next time */
  }
}

export const collectedAchievements = () => read().achievements;
export const noteAchievementCollected = () => write({ ...read(), achievements: read().achievements + 1 });
export const dismissedNow = (now = Date.now()) => read().dismissedUntil > now;
export const dismissForAWhile = (now = Date.now()) => write({ ...read(), dismissedUntil: now + DISMISS_DAYS * DAY_MS });
