// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { Challenge, GetUserChallengesResult } from '@contract/challenges';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';
import { COMPLETE_FADE_MS, COMPLETE_HOLD_MS } from '@/features/challenges/hooks/use-challenge-flow';
import { resetServerClock } from '@/features/challenges/model/server-clock';
import { appStore } from '@/state/jotai';
import { isMobileAtom } from '@/state/ui';
import {
  activateEnglish,
  FakeIntersectionObserver,
  makeChallenge,
  makeSettings,
  newQueryClient,
  page,
  resetChallengeStore,
  TestProviders,
} from './challenges-test-helpers';

const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api: apiMock }));

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', async () => {
  const { createElement } = await import('react');
  return {
    useNavigate: () => navigate,
    Link: ({ children, className }: { children: React.ReactNode; className?: string }) => createElement('a', { className, href: '#' }, children),
  };
});

const toastMock = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast: toastMock }));

type Query = { start_from: number; last_timestamp?: number };
let pages: (query: Query) => Promise<GetUserChallengesResult> | GetUserChallengesResult;
let posts: Record<string, (body: Record<string, unknown>) => unknown>;

// The widgets chunk is lazy in the app; load it once up front so opening a card is quick here.
beforeAll(() => import('@/features/challenges/widgets/challenge-widget'), 20_000);

beforeEach(() => {
  activateEnglish();
  resetChallengeStore();
  resetServerClock();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.instances = [];
  apiMock.get.mockReset();
  apiMock.post.mockReset();
  navigate.mockReset();
  Object.values(toastMock).forEach((f) => f.mockReset());
  posts = {};
  apiMock.get.mockImplementation(async (path: string, options?: { query?: Query }) => {
    if (path === 'getUserChallenges') return pages(options!.query!);
    if (path.startsWith('getPrize/')) return { id: 5, name: 'Thermo mug', image_id: null };
    throw new Error(`unexpected GET ${path}`);
  });
  apiMock.post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    const handler = posts[path];
    if (!handler) throw new Error(`unexpected POST ${path}`);
    return handler(body);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard() {
  return render(
    <TestProviders client={newQueryClient()}>
      <DashboardScreen />
    </TestProviders>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

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

describe('cards (docs/product.md section 4)', () => {
  it('snoozes: the card leaves the list, the snooze is posted, a toast and a sound follow', async () => {
    pages = () => page([makeChallenge({ id: 1, name: 'Hideable', challenge_owner_name: 'Aurora', challenge_owner_email: 'hi@aurora.test' })]);
    posts.snoozeUserChallenge = () => ({ success: true });
    const sounds: unknown[] = [];
    const onSound = (e: Event) => sounds.push((e as CustomEvent).detail);
    window.addEventListener('play-sound', onSound);
    renderDashboard();
    const hideable = await screen.findByRole('article', { name: 'Hideable' });
    fireEvent.click(within(hideable).getByRole('button', { name: 'More about Hideable' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Contact the organiser' }).getAttribute('href')).toBe('mailto:hi@aurora.test?subject=Hideable');
    expect(within(menu).getByText('Aurora')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Snooze this challenge' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hideable' })).toBeNull());
    expect(apiMock.post).toHaveBeenCalledWith('snoozeUserChallenge', { challenge_id: 1 }, expect.anything());
    expect(toastMock.info).toHaveBeenCalled();
    expect(sounds).toContain('challenge-snoozed');
    window.removeEventListener('play-sound', onSound);
  });

  it('has no menu when the challenge can neither be snoozed nor names an organiser', async () => {
    pages = () => page([makeChallenge({ id: 1, name: 'Plain', can_hide: false })]);
    renderDashboard();
    const plain = await screen.findByRole('article', { name: 'Plain' });
    expect(within(plain).queryByRole('button', { name: /More about/ })).toBeNull();
  });

  it('accepts and then opens the card with its widget; one card is open at a time', async () => {
    const a = makeChallenge({ id: 1, name: 'First' });
    const b = makeChallenge({ id: 2, name: 'Second', accepted: true });
    pages = () => page([a, b]);
    posts.acceptUserChallenge = () => ({ type: 'start', challenge: { ...a, accepted: true } });
    renderDashboard();
    await screen.findByText('First');
    fireEvent.click(within(card('First')).getByRole('button', { name: 'Accept challenge' }));
    await within(card('First')).findByRole('radio', { name: 'Ethiopia' });
    fireEvent.click(within(card('Second')).getByRole('button', { name: 'Open' }));
    await within(card('Second')).findByRole('radio', { name: 'Ethiopia' });
    await waitFor(() => expect(within(card('First')).queryByRole('radio')).toBeNull());
  });

  it('on mobile with openFullScreen, opens the challenge route instead', async () => {
    resetChallengeStore(makeSettings({ challengeSettings: { openFullScreen: true } }));
    appStore.set(isMobileAtom, true);
    pages = () => page([makeChallenge({ id: 4, name: 'Mobile', accepted: true })]);
    renderDashboard();
    await screen.findByText('Mobile');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(navigate).toHaveBeenCalledWith({ to: '/$lang/challenge/$challengeId', params: { lang: 'en', challengeId: 4 } });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  async function openAndAnswer(challenge: Challenge, serverTime?: number) {
    // A refresh after the answer reports the challenge as gone (collected).
    pages = ({ last_timestamp }) =>
      last_timestamp === undefined ? page([challenge], false, serverTime) : { ...page([]), removed_ids: [challenge.id] };
    renderDashboard();
    await screen.findByText(challenge.name);
    fireEvent.click(within(card(challenge.name)).getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Brazil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
  }

  it('completes: the complete block, then the achievement is collected, the list refreshes and polling starts', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    const events: string[] = [];
    const record = (e: Event) => events.push(e.type);
    window.addEventListener('achievement-collected', record);
    window.addEventListener('challenge-completed', record);
    posts.completeUserChallenge = (body) => {
      expect(body).toEqual({ challenge_id: 3, answer: { option_id: 2 } });
      return { status: 'completed', achievement_id: 55, reward_id: null, points: 25, also_completed_challenge_ids: [], challenge: { ...quiz, state: 'completed', achievement_id: 55 } };
    };
    posts.collectUserAchievement = () => ({ success: true, points: 25, balance: 125, already_collected: false });
    const serverTime = Math.floor(Date.now() / 1000);
    await openAndAnswer(quiz, serverTime);
    await screen.findByText('Challenge completed!');
    expect(screen.getByText(/You earned/).textContent).toBe('You earned 25 points.');
    // The block holds, fades, then collects (real timers): allow those and a busy machine's slack.
    await waitFor(() => expect(apiMock.post).toHaveBeenCalledWith('collectUserAchievement', { achievement_id: 55 }, expect.anything()), {
      timeout: COMPLETE_HOLD_MS + COMPLETE_FADE_MS + 6000,
    });
    await waitFor(() => expect(screen.queryByText('Quiz')).toBeNull());
    expect(events).toEqual(expect.arrayContaining(['achievement-collected', 'challenge-completed']));
    expect(toastMock.success).toHaveBeenCalled();
    await waitFor(() =>
      expect(apiMock.get).toHaveBeenCalledWith('getUserChallenges', expect.objectContaining({ query: { start_from: 0, last_timestamp: serverTime } })),
    );
    window.removeEventListener('achievement-collected', record);
    window.removeEventListener('challenge-completed', record);
  }, 20_000);

  it('a prize challenge shows its prize in the complete block', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Prize quiz', accepted: true, reward_type: 'prize', prize_id: 5, points: 0 });
    posts.completeUserChallenge = () => ({ status: 'completed', achievement_id: 56, reward_id: 77, points: 0, also_completed_challenge_ids: [], challenge: { ...quiz, state: 'completed' } });
    await openAndAnswer(quiz);
    await screen.findByText('Challenge completed!');
    expect(screen.getByText(/You won/).textContent).toContain('Thermo mug');
    expect(apiMock.get).toHaveBeenCalledWith('getPrize/5', expect.anything());
  });

  it('fails: the failed block counts down; tapping it shows the locked card', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    const start = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    posts.completeUserChallenge = () => ({ status: 'failed', delay_days: 1, start_time: start, challenge: { ...quiz, state: 'failed', start_time: start } });
    await openAndAnswer(quiz);
    const block = await screen.findByRole('button', { name: /Not quite right this time/ });
    expect(block.textContent).toMatch(/Try again in (1 day 00:00:00|23:59:5\d)/);
    fireEvent.click(block);
    expect(within(card('Quiz')).getByText(/Opens in/)).toBeTruthy();
    expect(within(card('Quiz')).queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('ChallengeNotAvailable shows the already-completed message', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    posts.completeUserChallenge = () => {
      throw new ApiError(400, 'ChallengeNotAvailable', 'done');
    };
    await openAndAnswer(quiz);
    await screen.findByText('You have already completed this challenge.');
  });

  it('shows a refused answer inside the widget', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    posts.completeUserChallenge = () => {
      throw new ApiError(400, 'ChallengeExpired', 'ended');
    };
    await openAndAnswer(quiz);
    expect((await screen.findByRole('alert')).textContent).toBe('This challenge has ended.');
  });
});
