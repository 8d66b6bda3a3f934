// What one part of the app does that others react to, without importing each other: the points
// refresh events of docs/product.md section 4, sound requests, analytics events and the side menu. One typed
// list of names and what each carries; they travel as window events under the names docs/product.md gives.
import { useEffect, useRef } from 'react';

/** The eight sounds of docs/product.md section 9 (the mp3 files live in public/sounds/). */
export const SOUND_NAMES = [
  'challenge-completed',
  'promo-code-applied',
  'challenge-failed',
  'challenge-snoozed',
  'achievement-collected',
  'favourites-updated',
  'reward-created',
  'points-transferred',
] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export interface AnalyticsEvent {
  name: string;
  params?: Record<string, unknown>;
}

export interface AppEvents {
  /** A points refresh event: an achievement's points were collected. */
  'achievement-collected': undefined;
  /** A points refresh event: a challenge completed (answered here, or learnt from the server). */
  'challenge-completed': undefined;
  /** A points refresh event: rewards changed; the detail names who announced it, when it matters. */
  'on-rewards-updated': string | undefined;
  'play-sound': SoundName;
  analytics: AnalyticsEvent;
  'open-side-menu': undefined;
}
export type AppEventName = keyof AppEvents;

type DetailArgs<K extends AppEventName> = AppEvents[K] extends undefined ? [] : undefined extends AppEvents[K] ? [AppEvents[K]?] : [AppEvents[K]];

export function emitAppEvent<K extends AppEventName>(name: K, ...[detail]: DetailArgs<K>): void {
  window.dispatchEvent(detail === undefined ? new Event(name) : new CustomEvent(name, { detail }));
}

/** Calls `listener` on each of the events; answers a function that stops listening. */
export function onAppEvents<K extends AppEventName>(names: K | readonly K[], listener: (detail: AppEvents[K], name: K) => void): () => void {
  const list = (Array.isArray(names) ? names : [names]) as readonly K[];
  const handlers = list.map((name) => {
    const handler = (event: Event) => listener((event as CustomEvent<AppEvents[K]>).detail, name);
    window.addEventListener(name, handler);
    return () => window.removeEventListener(name, handler);
  });
  return () => handlers.forEach((stop) => stop());
}

/** onAppEvents for a component's lifetime (while `enabled`); the latest listener is called. */
export function useAppEvents<K extends AppEventName>(
  names: K | readonly K[],
  listener: (detail: AppEvents[K], name: K) => void,
  enabled = true,
): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const key = (Array.isArray(names) ? names : [names]).join(' ');
  useEffect(() => {
    if (!enabled) return;
    return onAppEvents(key.split(' ') as K[], (detail, name) => latest.current(detail, name));
  }, [key, enabled]);
}
