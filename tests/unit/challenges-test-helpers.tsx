// Shared set-up for the challenge, dashboard, widget and achievement tests.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Challenge, GetUserChallengesResult } from '@contract/challenges';
import { appStore, Provider } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { isMobileAtom, offlineAtom } from '@/state/ui';
import { makeSettings, makeUser } from './auth-test-helpers';

export { makeSettings, makeUser };

let nextId = 100;

export function makeChallenge(overrides: Partial<Challenge> = {}): Challenge {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Challenge ${id}`,
    description: `About challenge ${id}`,
    type: 'text_quiz',
    image_id: null,
    image_large_id: null,
    points: 25,
    points_multiple_text: null,
    reward_type: 'points',
    prize_id: null,
    tags: [],
    accepted: false,
    start_time: null,
    end_time: null,
    custom_data: {
      question: 'Where does coffee come from?',
      options: [
        { id: 1, text: 'Ethiopia' },
        { id: 2, text: 'Brazil' },
      ],
    },
    can_hide: true,
    challenge_owner_id: null,
    challenge_owner_name: null,
    challenge_owner_email: null,
    progress_dividend: null,
    progress_divisor: null,
    state: 'default',
    failure_delay_days: 1,
    achievement_id: null,
    sort_order: id,
    ...overrides,
  };
}

/** The server's clock in the answers is the test's own time, so countdowns stay put. */
export const page = (challenges: Challenge[], hasMore = false, serverTime = Math.floor(Date.now() / 1000)): GetUserChallengesResult => ({
  challenges,
  has_more: hasMore,
  server_time: serverTime,
  removed_ids: [],
});

export function activateEnglish() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}

export function resetChallengeStore(settings = makeSettings()) {
  appStore.set(settingsAtom, settings);
  appStore.set(currentLanguageAtom, 'en');
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, makeUser());
  appStore.set(isMobileAtom, false);
  appStore.set(offlineAtom, false);
}

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/**
 * IntersectionObserver double: tests decide when observed elements come into view. As a browser's, an
 * observer reports an element when it comes into view, not again while it stays there.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  private readonly reported = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter((o) => o !== this);
  }
  takeRecords() {
    return [];
  }
  /**
   * Brings every observed element into view, once something is observed: the list starts observing
   * in an effect, which may run after the paint (a browser's observer reports the element then).
   */
  static async enterAllWhenObserved() {
    await waitFor(() => {
      if (!FakeIntersectionObserver.instances.some((observer) => observer.elements.size > 0)) throw new Error('Nothing observed yet');
    });
    act(() => FakeIntersectionObserver.enterAll());
  }
  /** Brings every observed element into view (or keeps it there): each observer reports those it has not reported yet. */
  static enterAll() {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const fresh = [...observer.elements].filter((target) => !observer.reported.has(target));
      fresh.forEach((target) => observer.reported.add(target));
      const entries = fresh.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
