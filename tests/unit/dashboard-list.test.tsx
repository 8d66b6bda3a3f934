// @vitest-environment jsdom
// The dashboard's infinite list of challenges (docs/product.md sections 2 and 8): the next page as the list's end comes
// into view, offline and failed pages, the all-completed and snoozed blocks, and the owner's challenges first.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';
import {
  FakeIntersectionObserver,
  makeChallenge,
  makeSettings,
  newQueryClient,
  page,
  resetChallengeStore,
  TestProviders,
} from './challenges-test-helpers';
import { apiMock, renderDashboard, setUpDashboard, type Pages, type Query } from './dashboard-test-helpers';

const { mockedModules } = await vi.hoisted(() => import('./dashboard-test-helpers'));
vi.mock('@/api/client', (importOriginal) => mockedModules.apiClient(importOriginal));
vi.mock('@tanstack/react-router', () => mockedModules.router());
vi.mock('@/features/toasts/toast', () => mockedModules.toast());

let pages: Pages;
setUpDashboard(() => pages);

const general = (count: number, from = 1) => Array.from({ length: count }, (_, i) => makeChallenge({ id: from + i, sort_order: from + i }));

describe('the infinite list (docs/product.md sections 2 and 8)', () => {
  it('loads the next page when its end comes into view, then says there are no more', async () => {
    pages = ({ start_from }) => (start_from <= 0 ? page(general(10), true) : page(general(2, 11), false));
    renderDashboard();
    await screen.findByText('Challenge 10');
    expect(screen.getByRole('button', { name: 'Load more challenges' })).toBeTruthy();
    await FakeIntersectionObserver.enterAllWhenObserved();
    await screen.findByText('Challenge 12');
    expect(apiMock.get).toHaveBeenCalledWith('getUserChallenges', expect.objectContaining({ query: { start_from: 10 } }));
    expect(apiMock.get.mock.calls[0]![1].query).toEqual({ start_from: -1 });
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it('asks for the next page once a refresh of the list is done, when its end came into view meanwhile and stayed', async () => {
    let refreshing = false;
    let endRefresh: (() => void) | undefined;
    pages = async ({ start_from }) => {
      if (start_from > 0) return page(general(2, 11), false);
      if (refreshing) await new Promise<void>((resolve) => (endRefresh = resolve));
      return page(general(10), true);
    };
    const client = newQueryClient();
    render(
      <TestProviders client={client}>
        <DashboardScreen />
      </TestProviders>,
    );
    await screen.findByText('Challenge 10');
    // The list is fetched again (as a live update or a return to the app does), and its end comes into view then.
    refreshing = true;
    void client.refetchQueries({ type: 'active' });
    await waitFor(() => expect(endRefresh).toBeDefined());
    act(() => FakeIntersectionObserver.enterAll());
    act(() => endRefresh!());
    await FakeIntersectionObserver.enterAllWhenObserved();
    await screen.findByText('Challenge 12');
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it('offline, fetches no next page (no error put into the list), and loads it once the network is back', async () => {
    pages = ({ start_from }) => (start_from <= 0 ? page(general(10), true) : page(general(2, 11), false));
    renderDashboard();
    await screen.findByText('Challenge 10');
    const { appStore } = await import('@/state/jotai');
    const { offlineAtom } = await import('@/state/ui');
    act(() => appStore.set(offlineAtom, true));
    act(() => FakeIntersectionObserver.enterAll());
    fireEvent.click(screen.getByRole('button', { name: 'Load more challenges' }));
    await act(async () => {});
    expect(apiMock.get.mock.calls.filter(([, options]) => options?.query?.start_from === 10)).toEqual([]);
    expect(screen.queryByText('Oops something went wrong!')).toBeNull();
    act(() => appStore.set(offlineAtom, false));
    await FakeIntersectionObserver.enterAllWhenObserved();
    await screen.findByText('Challenge 12');
  });

  it('shows the error with a retry that loads the page again', async () => {
    let fail = true;
    pages = ({ start_from }) => {
      if (start_from <= 0) return page(general(10), true);
      if (fail) throw new ApiError(500, 'Http500', 'boom');
      return page(general(1, 11), false);
    };
    renderDashboard();
    await screen.findByText('Challenge 10');
    await FakeIntersectionObserver.enterAllWhenObserved();
    await screen.findByText('Oops something went wrong!');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Challenge 11');
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it('shows the all-completed block when no challenge is left', async () => {
    pages = () => page([], false);
    renderDashboard();
    await screen.findByText('You have completed every challenge!');
    expect(screen.queryByText('No more results!')).toBeNull();
  });

  it('tells snoozed challenges apart from done ones, and links to bringing them back', async () => {
    pages = () => page([], false);
    const get = apiMock.get.getMockImplementation()!;
    apiMock.get.mockImplementation(async (path: string, options?: { query?: Query }) =>
      path === 'getSnoozedChallengesCount' ? { count: 3 } : get(path, options),
    );
    renderDashboard();
    await screen.findByText('Nothing left but what you snoozed');
    expect(screen.getByText(/You snoozed 3 challenges\./)).toBeTruthy();
    expect(screen.getByText('Bring them back')).toBeTruthy();
    expect(screen.queryByText('You have completed every challenge!')).toBeNull();
  });

  it("puts the owner's challenges first, with a show-more button", async () => {
    resetChallengeStore(makeSettings({ owner_id: 7 }));
    const owners = Array.from({ length: 6 }, (_, i) =>
      makeChallenge({ id: 50 + i, name: `Owner ${i + 1}`, challenge_owner_id: 7, challenge_owner_name: 'Aurora' }),
    );
    pages = () => page([...owners, ...general(2)], false);
    renderDashboard();
    await screen.findByText('From Aurora');
    expect(screen.queryByText('Owner 5')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more challenges' }));
    expect(screen.getByText('Owner 6')).toBeTruthy();
    expect(screen.getByText('More challenges')).toBeTruthy();
  });

  it('hides challenges whose achievement waits to be collected', async () => {
    pages = () => page([makeChallenge({ id: 1, name: 'Done', state: 'completed', achievement_id: 9 }), makeChallenge({ id: 2, name: 'Open' })]);
    renderDashboard();
    await screen.findByText('Open');
    expect(screen.queryByText('Done')).toBeNull();
  });
});
