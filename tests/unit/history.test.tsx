// @vitest-environment jsdom
// History (docs/product.md sections 2, 3 and 8): infinite scroll with its loading, error/retry and
// 'No more results!' states, signs and colours per entry, source labels, the empty state and the
// three-entry preview of the right panel.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@contract/economy';
import { HistoryBlock } from '@/features/history/history-block';
import { HistoryScreen } from '@/features/history/history-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

/** IntersectionObserver stand-in: `scrollToEnd()` says every watched sentinel came into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; nodes: Element[] }>();
class FakeObserver {
  private entry: { callback: IntersectionObserverCallback; nodes: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, nodes: [] };
    observers.add(this.entry);
  }
  observe(node: Element) {
    this.entry.nodes.push(node);
  }
  disconnect() {
    observers.delete(this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
async function scrollToEnd() {
  // The list starts observing in an effect, which may run after the paint.
  await waitFor(() => {
    if (![...observers].some((observer) => observer.nodes.length > 0)) throw new Error('Nothing observed yet');
  });
  act(() => {
    for (const { callback, nodes } of [...observers]) {
      callback(nodes.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  });
}

const entry = (id: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  type: 'achievement',
  points: 10 * id,
  prize_id: null,
  reward_id: null,
  source_type: 'achievement',
  title: `Entry ${id}`,
  created_at: '2026-11-12T10:00:00.000Z',
  ...extra,
});

let requests: string[] = [];
let answer: (start: number, length: number) => Response | Promise<Response>;

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser());
  requests = [];
  observers.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname.replace('/api/user-side/', '') + url.search);
    return answer(Number(url.searchParams.get('start_from')), Number(url.searchParams.get('length')));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('history page', () => {
  it('shows each entry with its sign, colour, source label and date', async () => {
    answer = () =>
      json(200, {
        list: [
          entry(1, { type: 'redemption', points: 60, source_type: 'redemption', title: 'Filter coffee', reward_id: 4 }),
          entry(2, { points: 220, source_type: 'manual_award', title: 'Thank-you bonus' }),
          entry(3, { type: 'redemption', points: 10, source_type: 'points_transfer', title: 'Points sent to Tomas K.' }),
        ],
        has_more: false,
      });
    render(<HistoryScreen />, { wrapper: Providers });
    const coffee = (await screen.findByText('Filter coffee')).closest('li')!;
    expect(coffee.getAttribute('data-direction')).toBe('out');
    expect(within(coffee).getByText('\u221260')).toBeTruthy();
    expect(within(coffee).getByText('60 points out')).toBeTruthy();
    expect(within(coffee).getByText('Prize')).toBeTruthy();
    const bonus = screen.getByText('Thank-you bonus').closest('li')!;
    expect(bonus.getAttribute('data-direction')).toBe('in');
    expect(within(bonus).getByText('+220')).toBeTruthy();
    expect(within(bonus).getByText('Manual award')).toBeTruthy();
    expect(within(screen.getByText('Points sent to Tomas K.').closest('li')!).getByText('Points transfer')).toBeTruthy();
    expect(within(bonus).getByText(/Nov 12, 2026/)).toBeTruthy();
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it('loads the next page when the end comes into view, with loading, error-retry and end states', async () => {
    let failNext = false;
    let hold: ((r: Response) => void) | null = null;
    answer = (start, length) => {
      if (start === 0) return json(200, { list: Array.from({ length }, (_, i) => entry(i + 1)), has_more: true });
      if (failNext) {
        failNext = false;
        return json(500, { error_code: 'InternalError', message: 'down' });
      }
      return new Promise<Response>((resolve) => (hold = resolve));
    };
    render(<HistoryScreen />, { wrapper: Providers });
    await screen.findByText('Entry 20');
    expect(requests[0]).toBe('getUserHistoryLog?length=20&start_from=0');

    failNext = true;
    await scrollToEnd();
    expect(await screen.findByText('Oops something went wrong!')).toBeTruthy();
    expect(requests[1]).toBe('getUserHistoryLog?length=20&start_from=20');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loading more history')).toBeTruthy();
    await waitFor(() => expect(hold).not.toBeNull());
    act(() => hold!(json(200, { list: [entry(21), entry(22)], has_more: false })));
    expect(await screen.findByText('Entry 22')).toBeTruthy();
    expect(await screen.findByText('No more results!')).toBeTruthy();
    expect(requests[2]).toBe('getUserHistoryLog?length=20&start_from=20');
  });

  it('shows the no-items message when the history is empty', async () => {
    answer = () => json(200, { list: [], has_more: false });
    render(<HistoryScreen />, { wrapper: Providers });
    expect(await screen.findByText('No items')).toBeTruthy();
    expect(screen.queryByText('No more results!')).toBeNull();
  });

  it('offers a retry when the first page fails', async () => {
    let fail = true;
    answer = () => (fail ? json(500, { error_code: 'InternalError', message: 'down' }) : json(200, { list: [entry(1)], has_more: false }));
    render(<HistoryScreen />, { wrapper: Providers });
    expect(await screen.findByText('Oops something went wrong!')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Entry 1')).toBeTruthy();
  });
});

describe('short history block', () => {
  it('asks for 3 entries and reloads on the refresh events', async () => {
    answer = (_start, length) => json(200, { list: Array.from({ length }, (_, i) => entry(i + 1)), has_more: true });
    render(<HistoryBlock />, { wrapper: Providers });
    expect(await screen.findByText('Entry 3')).toBeTruthy();
    expect(requests).toEqual(['getUserHistoryLog?length=3&start_from=0']);
    act(() => {
      window.dispatchEvent(new Event('challenge-completed'));
    });
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
