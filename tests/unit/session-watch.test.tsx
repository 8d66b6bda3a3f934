// @vitest-environment jsdom
// docs/product.md sections 4, 8 and 9: check every 60 s, warn at 300 s or less, log out at 0 or when the
// server refuses the session; checks that get no answer keep the watch going.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionWatch } from '@/features/session/session-watch';
import { activateEnglish, apiError, json, mockFetch, Providers, resetStore } from './auth-test-helpers';
import { preloadLazyParts, settleLazy } from './support/settle-lazy';

const session = vi.hoisted(() => ({ logout: vi.fn(async () => {}), useLogout: vi.fn() }));
vi.mock('@/features/session/logout', () => session);
const popupMock = vi.hoisted(() => ({ popups: { closeAll: vi.fn() } }));
vi.mock('@/features/popups/popups', () => popupMock);

beforeAll(async () => {
  await activateEnglish();
  await preloadLazyParts();
});
beforeEach(() => {
  vi.useFakeTimers();
  resetStore();
  session.logout.mockClear();
  popupMock.popups.closeAll.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const minute = () => act(() => vi.advanceTimersByTimeAsync(60_000));

describe('SessionWatch', () => {
  it('asks every 60 s and shows nothing while more than 300 s remain', async () => {
    const { calls } = mockFetch(() => json(200, 1800));
    render(<SessionWatch />, { wrapper: Providers });
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => c.path)).toEqual(['checkUserSession']);
    await minute();
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns at 300 s with a live countdown, and Continue extends the session', async () => {
    const { calls } = mockFetch(({ path }) => (path === '/api/touchSession' ? json(200, { ok: true, remaining: 1800 }) : json(200, 300)));
    render(<SessionWatch />, { wrapper: Providers });
    await minute();
    await settleLazy();
    expect(screen.getByRole('dialog', { name: 'Your session is about to end' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('5:00');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('timer').textContent).toBe('4:57');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.at(-1)!.path).toBe('/api/touchSession');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('logs out when the countdown reaches 0 and the server agrees', async () => {
    let seconds = 120;
    mockFetch(() => json(200, seconds));
    render(<SessionWatch />, { wrapper: Providers });
    await minute();
    await settleLazy();
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    seconds = 0;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(popupMock.popups.closeAll).toHaveBeenCalled();
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out when the check answers 0 or less', async () => {
    mockFetch(() => json(200, 0));
    render(<SessionWatch />, { wrapper: Providers });
    await minute();
    expect(popupMock.popups.closeAll).toHaveBeenCalled();
    expect(session.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out when the check fails (an expired session answers 401)', async () => {
    mockFetch(() => apiError(401, 'Unauthorized'));
    render(<SessionWatch />, { wrapper: Providers });
    await minute();
    expect(popupMock.popups.closeAll).toHaveBeenCalled();
    expect(session.logout).toHaveBeenCalledTimes(1);
    await minute();
    expect(session.logout).toHaveBeenCalledTimes(1);
  });

  it('survives checks that get no answer: no log-out, and the warning still comes afterwards', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let network: 'down' | 'hangs' | 'up' = 'down';
    const { fn } = mockFetch((call) => (call.path === 'checkUserSession' ? json(200, 200) : json(200, {})));
    const answer = fn.getMockImplementation()!;
    fn.mockImplementation((input, init) => {
      if (network === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      // A link that hangs: like the browser's fetch, only the request's abort ends the wait.
      if (network === 'hangs') return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      return answer(input, init);
    });
    render(<SessionWatch />, { wrapper: Providers });
    await minute();
    network = 'hangs';
    await minute();
    await minute();
    expect(session.logout).not.toHaveBeenCalled();
    network = 'up';
    await minute();
    await minute();
    expect(screen.getByRole('dialog', { name: 'Your session is about to end' })).toBeTruthy();
    expect(session.logout).not.toHaveBeenCalled();
  });
});
