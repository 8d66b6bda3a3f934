// @vitest-environment jsdom
import 'fake-indexeddb/auto';
// Favourites: the heart flips at once, rolls back when the server refuses, plays
// 'favourites-updated' on success; the prizes page lists favourites, suggestions and categories.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrizeListItem } from '@contract/economy';
import { PrizesScreen } from '@/features/prizes/prizes-screen';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, json, makeUser, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast }));

const item = (id: number, name: string, extra: Partial<PrizeListItem> = {}): PrizeListItem => ({
  id,
  category_id: 1,
  image_id: id + 100,
  prize_name: name,
  value: 50 * id,
  items_left: null,
  prize_tags: [],
  is_favourite: false,
  ...extra,
});

let favourites: PrizeListItem[] = [];
let toggle: () => Response | Promise<Response>;
const paths: string[] = [];

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  appStore.set(tokenAtom, 't');
  appStore.set(userDataAtom, makeUser());
  favourites = [];
  paths.length = 0;
  toast.error.mockReset();
  toast.info.mockReset();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/user-side/', '');
    paths.push(path + url.search);
    if (path === 'getPrizesSuggestionForUser') return json(200, { list: [item(1, 'Filter coffee'), item(2, 'Cinnamon bun', { items_left: 2, prize_tags: ['new'] })] });
    if (path === 'getPrizeCategories') return json(200, [{ id: 1, name: 'Coffee & treats', image_id: 11, prizes_count: 4 }]);
    if (path === 'getUserFavouritePrizes') return json(200, { list: favourites });
    if (path === 'toggleFavouritePrize') return toggle();
    return json(404, { error_code: 'NotFound', message: 'no' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const heart = (name: string) => screen.getAllByRole('button', { name: `Favourite: ${name}` })[0]!;

describe('prizes page', () => {
  it('shows my points, the suggestions (limit 6), stock notes and the categories', async () => {
    render(<PrizesScreen points={220} />, { wrapper: Providers });
    expect(await screen.findByText('Filter coffee')).toBeTruthy();
    // The 1-second count-up ends on the balance.
    expect(await screen.findByText('220', {}, { timeout: 2500 })).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(await screen.findByText('Coffee & treats')).toBeTruthy();
    expect(paths).toContain('getPrizesSuggestionForUser?limit=6');
    expect(screen.queryByRole('heading', { name: 'Your favourites' })).toBeNull();
  });
});

describe('favourite heart', () => {
  it('flips at once and stays on when the server agrees, with the favourites sound', async () => {
    let answer: (r: Response) => void = () => {};
    toggle = () => new Promise((resolve) => (answer = resolve));
    const sounds: unknown[] = [];
    const onSound = (e: Event) => sounds.push((e as CustomEvent).detail);
    window.addEventListener('play-sound', onSound);
    render(<PrizesScreen points={220} />, { wrapper: Providers });
    await screen.findByText('Filter coffee');

    expect(heart('Filter coffee').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart('Filter coffee'));
    await waitFor(() => expect(heart('Filter coffee').getAttribute('aria-pressed')).toBe('true'));
    // The optimistic copy already lists it under favourites.
    expect(await screen.findByRole('heading', { name: 'Your favourites' })).toBeTruthy();

    favourites = [item(1, 'Filter coffee', { is_favourite: true })];
    answer(json(200, { is_favourite: true }));
    await waitFor(() => expect(sounds).toContain('favourites-updated'));
    expect(heart('Filter coffee').getAttribute('aria-pressed')).toBe('true');
    window.removeEventListener('play-sound', onSound);
  });

  it('rolls back and says so when the server refuses', async () => {
    toggle = () => json(500, { error_code: 'InternalError', message: 'down' });
    render(<PrizesScreen points={220} />, { wrapper: Providers });
    await screen.findByText('Cinnamon bun');
    fireEvent.click(heart('Cinnamon bun'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your favourites could not be updated. Please try again.'));
    await waitFor(() => expect(heart('Cinnamon bun').getAttribute('aria-pressed')).toBe('false'));
    expect(screen.queryByRole('heading', { name: 'Your favourites' })).toBeNull();
  });

  it('offline, is queued like the other actions: stays on, says so, and names the prize in the outbox', async () => {
    const { offlineAtom } = await import('@/state/ui');
    toggle = () => json(500, { error_code: 'InternalError', message: 'should not be sent' });
    render(<PrizesScreen points={220} />, { wrapper: Providers });
    await screen.findByText('Cinnamon bun');
    // The screen loaded; then the network went (another request got no answer).
    appStore.set(offlineAtom, true);
    fireEvent.click(heart('Cinnamon bun'));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('The network is not answering: your favourites are changed here and will be sent once it answers.'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(heart('Cinnamon bun').getAttribute('aria-pressed')).toBe('true');
    expect(paths.filter((p) => p.startsWith('toggleFavouritePrize'))).toEqual([]);
    const { pendingActions } = await import('@/features/offline/outbox');
    expect((await pendingActions()).map((a) => [a.path, a.body, a.subject])).toEqual([['toggleFavouritePrize', { prize_id: 2 }, 'Cinnamon bun']]);
    appStore.set(offlineAtom, false);
  });

  it('lists favourites in their own section', async () => {
    favourites = [item(3, 'Thermo mug', { is_favourite: true })];
    render(<PrizesScreen points={220} />, { wrapper: Providers });
    const heading = await screen.findByRole('heading', { name: 'Your favourites' });
    const section = heading.closest('section')!;
    expect(within(section).getByText('Thermo mug')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Favourite: Thermo mug' }).getAttribute('aria-pressed')).toBe('true');
  });
});
