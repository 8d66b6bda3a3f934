// @vitest-environment jsdom
// The friends leaderboard (docs/product.md sections 2, 3, 7, 9): merged with the current user, sorted by
// points, top 5; its connect prompt, connecting spinner, only-one-user message and panel hiding.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Friend } from '@contract/community';
import { FriendsLeaderboardBlock } from '@/features/leaderboard/friends-leaderboard-block';
import { rankFriends } from '@/features/leaderboard/rank-friends';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeSettings, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

const friend = (id: number, name: string, points: number): Friend => ({ id, name, picture_url: null, points });
const me = { name: 'Jonas Jonaitis', picture_url: null, points: 120 };

describe('rankFriends', () => {
  it('merges the user in, sorts by points (highest first) and keeps the top 5', () => {
    const friends = [friend(1, 'Ana', 50), friend(2, 'Ben', 300), friend(3, 'Cid', 10), friend(4, 'Dan', 200), friend(5, 'Eve', 90), friend(6, 'Fay', 500)];
    const ranked = rankFriends(friends, me);
    expect(ranked.map((e) => [e.rank, e.name, e.points, e.me])).toEqual([
      [1, 'Fay', 500, false],
      [2, 'Ben', 300, false],
      [3, 'Dan', 200, false],
      [4, 'Jonas Jonaitis', 120, true],
      [5, 'Eve', 90, false],
    ]);
    expect(ranked.find((e) => e.me)?.id).toBe('me');
  });

  it('drops the user when five friends have more points', () => {
    const friends = [1, 2, 3, 4, 5].map((i) => friend(i, `F${i}`, 1000 + i));
    expect(rankFriends(friends, me).some((e) => e.me)).toBe(false);
    expect(rankFriends(friends, me)).toHaveLength(5);
  });

  it('puts the user first on equal points and shows negative points as 0', () => {
    const ranked = rankFriends([friend(1, 'Ana', 120), friend(2, 'Ben', -5)], me);
    expect(ranked.map((e) => e.name)).toEqual(['Jonas Jonaitis', 'Ana', 'Ben']);
    expect(ranked[2]!.points).toBe(0);
  });

  it('is just the user without friends', () => {
    expect(rankFriends([], me)).toEqual([{ id: 'me', name: 'Jonas Jonaitis', picture_url: null, points: 120, me: true, rank: 1 }]);
  });
});

describe('FriendsLeaderboardBlock', () => {
  beforeAll(activateEnglish);
  beforeEach(() => {
    resetStore(makeSettings({ userFriendsEnabled: true, fbAppId: '' }));
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const connectedUser = () => appStore.set(userDataAtom, makeUser({ external_accounts: { google: 'never', facebook: 'connected', linkedin: 'never', apple: 'never' } }));

  it('shows nothing when the programme has no friends leaderboard', () => {
    resetStore(makeSettings({ userFriendsEnabled: false }));
    appStore.set(userDataAtom, makeUser());
    const { container } = render(<FriendsLeaderboardBlock variant="page" />, { wrapper: Providers });
    expect(container.innerHTML).toBe('');
  });

  it('hides itself on the panel and explains on the page when no social provider is configured', () => {
    const { calls } = mockFetch(() => json(200, []));
    const panel = render(<FriendsLeaderboardBlock variant="panel" />, { wrapper: Providers });
    expect(panel.container.innerHTML).toBe('');
    panel.unmount();
    render(<FriendsLeaderboardBlock variant="page" />, { wrapper: Providers });
    expect(screen.getByText(/Friends come from a connected social account/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('prompts to connect a configured provider, then shows a spinner while connecting', () => {
    resetStore(makeSettings({ userFriendsEnabled: true, social: { facebook: { client_id: 'fb-app', dialog_url: 'https://fb.example/dialog', scope: 'email', response_mode: 'query' } } }));
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser());
    const requests: unknown[] = [];
    const listener = (e: Event) => requests.push((e as CustomEvent).detail);
    window.addEventListener('social-sign-in', listener);
    render(<FriendsLeaderboardBlock variant="panel" />, { wrapper: Providers });
    act(() => screen.getByRole('button', { name: 'Connect Facebook' }).click());
    expect(requests).toEqual([{ provider: 'facebook', intent: 'connect' }]);
    expect(screen.getByText('Connecting your account…')).toBeTruthy();

    // The social flow reports a duplicate account: back to the prompt with a danger alert.
    act(() => {
      window.dispatchEvent(new CustomEvent('social-connection-status', { detail: { provider: 'facebook', status: 'error-duplicate-account' } }));
    });
    expect(screen.getByRole('alert').textContent).toContain('already connected to another member');
    expect(screen.getByRole('button', { name: 'Connect Facebook' })).toBeTruthy();
    window.removeEventListener('social-sign-in', listener);
    act(() => {
      window.dispatchEvent(new CustomEvent('social-connection-status', { detail: { status: 'never' } }));
    });
  });

  it('lists the top 5 by lifetime points with the user marked when connected', async () => {
    connectedUser();
    const { calls } = mockFetch((call) => {
      if (call.path === 'getUserFriends')
        return json(200, [friend(11, 'Ana A', 500), friend(12, 'Ben B', 40), friend(13, 'Cid C', 300), friend(14, 'Dan D', 20), friend(15, 'Eve E', 10)]);
      if (call.path === 'getUserTotalPointsEarned') return json(200, 100);
      return json(404, {});
    });
    render(<FriendsLeaderboardBlock variant="panel" />, { wrapper: Providers });
    const list = await screen.findByRole('list', { name: 'Friends leaderboard' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')[2]!.textContent).toContain('Jonas Jonaitis'));
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toContain('Ana A');
    expect(rows[1]).toContain('Cid C');
    expect(rows[2]).toContain('You');
    expect(rows[2]).toContain('100 pts');
    expect(rows[4]).toContain('Dan D');
    expect(calls.map((c) => c.path).sort()).toEqual(['getUserFriends', 'getUserTotalPointsEarned']);
  });

  it('says so when the user is the only one in the list', async () => {
    connectedUser();
    mockFetch((call) => json(200, call.path === 'getUserFriends' ? [] : 70));
    render(<FriendsLeaderboardBlock variant="page" />, { wrapper: Providers });
    expect(await screen.findByText(/None of your friends has joined yet/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
