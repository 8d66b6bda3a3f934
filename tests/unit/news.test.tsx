// @vitest-environment jsdom
// News (docs/product.md sections 2 and 9): the promo alert asked for 5 s after load and 5 s after a dismissal,
// the unread count first fetched 5 s after sign-in, the list's unread marks and paging, and an item
// marking itself read.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreadNewsCountAtom } from '@/state/badges';
import { NewsItemScreen } from '@/features/news/news-item-screen';
import { NewsPromoAlert } from '@/features/news/news-promo-alert';
import { NewsScreen } from '@/features/news/news-screen';
import { UnreadNewsWatcher } from '@/features/news/unread-news-watcher';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, apiError, json, makeSettings, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 'jwt');
  appStore.set(userDataAtom, makeUser());
  appStore.set(unreadNewsCountAtom, 0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const promo = (id: number, title: string) => ({ id, title, intro: `About ${title}` });

describe('NewsPromoAlert', () => {
  it('asks for the promoted item 5 s after it appears, and again 5 s after a dismissal', async () => {
    vi.useFakeTimers();
    const answers = [promo(7, 'Winter menu'), promo(5, 'New store')];
    const { calls } = mockFetch((call) => {
      if (call.path === 'getPromotedNewsItem') return json(200, answers.shift() ?? null);
      if (call.path.startsWith('dismissUserPromotedNewsItem/')) return json(200, { success: true });
      return json(404, {});
    });
    render(<NewsPromoAlert />, { wrapper: Providers });

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls.map((c) => c.path)).toEqual(['getPromotedNewsItem']);
    await act(() => vi.advanceTimersByTimeAsync(10));
    const link = screen.getByRole('link', { name: 'Winter menu' });
    expect(link.getAttribute('href')).toBe('/en/news/$id');
    expect(screen.getByText('About Winter menu')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide this news' }));
    expect(screen.queryByText('Winter menu')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((c) => c.path)).toEqual(['getPromotedNewsItem', 'dismissUserPromotedNewsItem/7']);

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('link', { name: 'New store' })).toBeTruthy();
  });

  it('shows nothing when there is no promoted item, news is off or nobody is signed in', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch(() => json(200, null));
    const { container } = render(<NewsPromoAlert />, { wrapper: Providers });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls).toHaveLength(1);
    expect(container.innerHTML).toBe('');
    cleanup();

    resetStore(makeSettings({ newsEnabled: false }));
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser());
    render(<NewsPromoAlert />, { wrapper: Providers });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    cleanup();

    resetStore();
    render(<NewsPromoAlert />, { wrapper: Providers });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(1);
  });
});

describe('UnreadNewsWatcher', () => {
  it('first asks 5 s after sign-in and puts the count on the badges', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch(() => json(200, 3));
    render(<UnreadNewsWatcher />, { wrapper: Providers });
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => c.path)).toEqual(['getUserUnreadNewsQuantity']);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(appStore.get(unreadNewsCountAtom)).toBe(3);

    // Signing out clears the badge.
    act(() => appStore.set(tokenAtom, null));
    expect(appStore.get(unreadNewsCountAtom)).toBe(0);
  });
});

const page = (ids: number[], hasMore: boolean, read: number[] = []) => ({
  list: ids.map((id) => ({
    id,
    title: `Story ${id}`,
    intro: `Intro ${id}`,
    image_id: id % 2 ? id : null,
    published_at: '2026-11-01T10:00:00.000Z',
    is_read: read.includes(id),
  })),
  has_more: hasMore,
});

describe('NewsScreen', () => {
  it('lists the news with unread marks and loads more on request', async () => {
    const { calls } = mockFetch((call) =>
      json(200, call.path.includes('start_from=0') ? page([9, 8, 7], true, [8]) : page([6], false)),
    );
    render(<NewsScreen />, { wrapper: Providers });
    expect(await screen.findByRole('link', { name: 'Story 9' })).toBeTruthy();
    expect(screen.getAllByText('New')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Story 6' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['getNews?start_from=0&length=10&lang=en', 'getNews?start_from=3&length=10&lang=en']);
  });

  it('shows an empty state', async () => {
    mockFetch(() => json(200, { list: [], has_more: false }));
    render(<NewsScreen />, { wrapper: Providers });
    expect(await screen.findByText('No news yet')).toBeTruthy();
  });
});

describe('NewsItemScreen', () => {
  it('shows the article and refreshes the unread count, since opening it marked it read', async () => {
    appStore.set(unreadNewsCountAtom, 4);
    const { calls } = mockFetch((call) => {
      if (call.path.startsWith('getNewsItem/12')) {
        return json(200, { id: 12, title: 'Big news', intro: 'Short', body: '<p>Long <em>story</em></p>', image_id: 3, published_at: '2026-11-01T10:00:00.000Z' });
      }
      if (call.path === 'getUserUnreadNewsQuantity') return json(200, 3);
      return json(404, {});
    });
    render(<NewsItemScreen id={12} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Big news' })).toBeTruthy();
    expect(screen.getByText('story').tagName).toBe('EM');
    await vi.waitFor(() => expect(appStore.get(unreadNewsCountAtom)).toBe(3));
    expect(calls.map((c) => c.path)).toEqual(['getNewsItem/12?lang=en', 'getUserUnreadNewsQuantity']);
  });

  it('says when the item does not exist', async () => {
    mockFetch(() => apiError(404, 'NewsNotFound'));
    render(<NewsItemScreen id={99} />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'This news item does not exist' })).toBeTruthy();
  });
});
