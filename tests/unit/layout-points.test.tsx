// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { UserData } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointsKeys } from '@/api/queries/points';
import { usePoints } from '@/features/points/use-points';
import { appStore, Provider } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';

let points = 0;
let totalCalls = 0;

beforeEach(() => {
  totalCalls = 0;
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, { user_initialized: true } as UserData);
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/getUserPoints')) return new Response(JSON.stringify(points));
    if (url.endsWith('/getUserTotalPointsEarned')) {
      totalCalls++;
      return new Response(JSON.stringify(1000 + totalCalls));
    }
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  appStore.set(tokenAtom, null);
});

function Probe() {
  const { points: shown, total, pendingPoints } = usePoints();
  return (
    <p>
      {shown}/{total}
      {pendingPoints ? ` (${pendingPoints} pending)` : ''}
    </p>
  );
}

function renderProbe() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={client}>
        <Probe />
        <Probe />
      </QueryClientProvider>
    </Provider>,
  );
  return client;
}

describe('usePoints (docs/product.md section 4, Points refresh)', () => {
  it('counts the points of a collect queued offline at once, marked pending, until the server has it', async () => {
    points = 100;
    appStore.set(userDataAtom, { user_initialized: true, user_external_id_hash: 'member-1' } as UserData);
    const { queueAction, cancelScheduledReplay } = await import('@/features/offline/outbox');
    const store = await import('@/features/offline/outbox-store');
    const action = await queueAction('collectUserAchievement', { achievement_id: 3 }, { points: 15 });
    cancelScheduledReplay();
    renderProbe();
    await waitFor(() => expect(screen.getAllByText('115/1016 (15 pending)')).toHaveLength(2));
    await act(async () => {
      await store.deleteAction(action.id);
      await queueAction('saveLanguage', { language: 'en' });
      cancelScheduledReplay();
    });
    await waitFor(() => expect(screen.getAllByText('100/1001')).toHaveLength(2));
    for (const left of await store.listActions()) await store.deleteAction(left.id);
  });

  it('loads the total after the points, and again only when the points grow', async () => {
    points = 100;
    const client = renderProbe();
    await waitFor(() => expect(screen.getAllByText('100/1001')).toHaveLength(2));
    expect(totalCalls).toBe(1);

    points = 150;
    await act(() => client.invalidateQueries({ queryKey: pointsKeys.balance }));
    await waitFor(() => expect(screen.getAllByText('150/1002')).toHaveLength(2));
    expect(totalCalls).toBe(2);

    points = 120;
    await act(() => client.invalidateQueries({ queryKey: pointsKeys.balance }));
    await waitFor(() => expect(screen.getAllByText('120/1002')).toHaveLength(2));
    expect(totalCalls).toBe(2);
  });

  it('shows the last known points and total until the server answers, then keeps the new ones for next time', async () => {
    localStorage.setItem('last-points', JSON.stringify({ points: 120, total: 900 }));
    points = 150;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const real = fetch;
    vi.stubGlobal('fetch', async (url: string) => {
      await answered;
      return real(url);
    });
    renderProbe();
    // No 0 on the first paint: the last known values, before any answer.
    expect(screen.getAllByText('120/900')).toHaveLength(2);
    answer();
    await waitFor(() => expect(screen.getAllByText('150/1001')).toHaveLength(2));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('last-points')!)).toEqual({ points: 150, total: 1001 }));
    const { forgetLocalSession } = await import('@/lib/forget-local-session');
    await forgetLocalSession();
    expect(localStorage.getItem('last-points')).toBeNull();
  });

  it('shows negative points as 0', async () => {
    points = -40;
    renderProbe();
    await waitFor(() => expect(screen.getAllByText('0/1001')).toHaveLength(2));
  });

  it('reloads the points on the refresh events', async () => {
    const { usePointsRefreshEvents } = await import('@/features/points/refresh-events');
    function Listener() {
      usePointsRefreshEvents(true);
      return null;
    }
    points = 10;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <Provider store={appStore}>
        <QueryClientProvider client={client}>
          <Listener />
          <Probe />
        </QueryClientProvider>
      </Provider>,
    );
    await waitFor(() => screen.getByText('10/1001'));
    points = 60;
    act(() => {
      window.dispatchEvent(new Event('achievement-collected'));
    });
    await waitFor(() => screen.getByText('60/1002'));
  });
});
