// @vitest-environment jsdom
// Challenges the server completes (partner events, invitations, e-mail links) play their
// completion moment on the open dashboard: the refresh polling finds them, the live stream hurries it,
// and "Check my progress" never says "already completed" for one the member has not seen complete.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { Challenge, GetUserChallengesResult } from '@contract/challenges';
import { parseEvents } from '@/api/live-updates';
import { DashboardScreen } from '@/features/challenges/dashboard-screen';
import { resetServerClock } from '@/features/challenges/model/server-clock';
import { activateEnglish, makeChallenge, newQueryClient, page, resetChallengeStore, TestProviders } from './challenges-test-helpers';

const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api: apiMock }));
vi.mock('@tanstack/react-router', async () => {
  const { createElement } = await import('react');
  return { useNavigate: () => vi.fn(), Link: ({ children }: { children: React.ReactNode }) => createElement('a', { href: '#' }, children) };
});
vi.mock('@/features/toasts/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() } }));

type Query = { start_from: number; last_timestamp?: number };
let pages: (query: Query) => GetUserChallengesResult;
let sounds: string[];
const onSound = (e: Event) => sounds.push(String((e as CustomEvent).detail));

/** A stream the test writes Server-Sent Events into, served for GET liveUpdates. */
function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/user-side/liveUpdates');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token');
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, send: (text: string) => controller.enqueue(new TextEncoder().encode(text)) };
}

beforeAll(() => import('@/features/challenges/widgets/challenge-widget'), 20_000);

beforeEach(() => {
  activateEnglish();
  resetChallengeStore();
  resetServerClock();
  sounds = [];
  window.addEventListener('play-sound', onSound);
  apiMock.get.mockReset();
  apiMock.post.mockReset();
  apiMock.get.mockImplementation(async (path: string, options?: { query?: Query }) => {
    if (path === 'getUserChallenges') return pages(options!.query!);
    if (path.startsWith('getPrize/')) return { id: 5, name: 'Thermo mug', image_id: null };
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  cleanup();
  window.removeEventListener('play-sound', onSound);
  vi.unstubAllGlobals();
});

const renderDashboard = () =>
  render(
    <TestProviders client={newQueryClient()}>
      <DashboardScreen />
    </TestProviders>,
  );

const refreshCalls = () => apiMock.get.mock.calls.filter(([path, options]) => path === 'getUserChallenges' && options?.query?.last_timestamp !== undefined);

/** The list answers `before` until `done()` is called, then the refresh answers `after`. */
function serverList(before: Challenge, after: Challenge) {
  let completed = false;
  pages = ({ last_timestamp }) => (last_timestamp !== undefined && completed ? page([after]) : last_timestamp !== undefined ? page([]) : page([completed ? after : before]));
  return { done: () => (completed = true) };
}

describe('live completion', () => {
  it('a partner event that completes a prize challenge plays the moment on the open dashboard: block, prize, sound', async () => {
    fakeStream();
    const event = makeChallenge({ id: 7, name: 'Visit the shop', type: 'api_event', accepted: true, reward_type: 'prize', prize_id: 5, points: 0, custom_data: {} });
    const server = serverList(event, { ...event, state: 'completed', achievement_id: 70 });
    renderDashboard();
    await screen.findByText('Visit the shop');
    server.done();
    const block = await screen.findByText('Challenge completed!', undefined, { timeout: 4000 });
    expect(within(block.closest('[role=status]') as HTMLElement).getByText(/You won/).textContent).toContain('Thermo mug');
    expect(sounds).toContain('challenge-completed');
  });

  it('the live stream makes the refresh happen at once instead of at the next poll', async () => {
    const stream = fakeStream();
    const event = makeChallenge({ id: 8, name: 'Walk 10 km', type: 'api_event_quantitative', accepted: true, progress_dividend: 2, progress_divisor: 10, custom_data: {} });
    pages = ({ last_timestamp }) => (last_timestamp === undefined ? page([event]) : page([{ ...event, progress_dividend: 6 }]));
    renderDashboard();
    await screen.findByText('Walk 10 km');
    await waitFor(() => expect(stream.fetchMock).toHaveBeenCalled());
    // The first poll waits 1 s, so a refresh before then came from the stream.
    stream.send('retry: 5000\n\n: keep-alive\n\nevent: challenges\ndata: {}\n\n');
    await waitFor(() => expect(refreshCalls().length).toBeGreaterThan(0), { timeout: 600 });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe('6 / 10'));
  });

  it('nothing is polled while no accepted challenge waits on the server', async () => {
    fakeStream();
    pages = () => page([makeChallenge({ id: 9, name: 'Quiz', accepted: true }), makeChallenge({ id: 10, name: 'Partner', type: 'api_event', custom_data: {} })]);
    renderDashboard();
    await screen.findByText('Quiz');
    await new Promise((r) => setTimeout(r, 1500));
    expect(refreshCalls()).toEqual([]);
  });

  it('a completion decided elsewhere reaches the dashboard even when no card on it waits for the server (issue 38)', async () => {
    const stream = fakeStream();
    const completed: string[] = [];
    const onCompleted = () => completed.push('challenge-completed');
    window.addEventListener('challenge-completed', onCompleted);
    // The e-mail challenge is on a page not loaded yet: what is on screen waits on nobody.
    const email = makeChallenge({ id: 12, name: 'Confirm your e-mail', type: 'email_confirmation', accepted: true, custom_data: {} });
    pages = ({ last_timestamp }) => (last_timestamp === undefined ? page([makeChallenge({ id: 9, name: 'Quiz' })]) : page([{ ...email, state: 'completed', achievement_id: 72 }]));
    renderDashboard();
    await screen.findByText('Quiz');
    await waitFor(() => expect(stream.fetchMock).toHaveBeenCalled());
    stream.send('event: challenges\ndata: {}\n\n');
    await waitFor(() => expect(refreshCalls().length).toBe(1), { timeout: 800 });
    await waitFor(() => expect(completed).toEqual(['challenge-completed']));
    window.removeEventListener('challenge-completed', onCompleted);
  });

  it('"Check my progress" on a challenge the server completed meanwhile plays the moment, not "already completed"', async () => {
    fakeStream();
    const invite = makeChallenge({ id: 11, name: 'Invite a friend', type: 'user_invitation', accepted: true, points: 40, custom_data: {} });
    pages = ({ last_timestamp }) => (last_timestamp === undefined ? page([invite]) : page([]));
    apiMock.get.mockImplementation(async (path: string, options?: { query?: Query }) => {
      if (path === 'getUserChallenges') return pages(options!.query!);
      if (path === 'getUserChallenge/11') return { ...invite, state: 'completed', achievement_id: 71 };
      if (path.startsWith('getReferral') || path.startsWith('getUser')) return {};
      throw new Error(`unexpected GET ${path}`);
    });
    apiMock.post.mockImplementation(async (path: string) => {
      if (path === 'completeUserChallenge') throw new ApiError(400, 'ChallengeNotAvailable', 'You have already completed this challenge.');
      throw new Error(`unexpected POST ${path}`);
    });
    renderDashboard();
    await screen.findByText('Invite a friend');
    fireEvent.click(within(screen.getByRole('article', { name: 'Invite a friend' })).getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Check|progress/ }));
    await screen.findByText('Challenge completed!');
    expect(screen.getByText(/You earned/).textContent).toBe('You earned 40 points.');
    expect(screen.queryByText('You have already completed this challenge.')).toBeNull();
    expect(sounds).toContain('challenge-completed');
  });
});

describe('parseEvents', () => {
  it('names each event, skips comments and the retry hint, and keeps an unfinished event for later', () => {
    expect(parseEvents('retry: 5000\n\n: keep-alive\n\nevent: challenges\ndata: {}\n\ndata: x\n\nevent: chall')).toEqual({
      events: ['challenges', 'message'],
      rest: 'event: chall',
    });
    expect(parseEvents('event: challenges\r\ndata: {}\r\n\r\n').events).toEqual(['challenges']);
  });
});
