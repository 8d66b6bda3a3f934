// @vitest-environment jsdom
// The monthly top: the block for members in the top (rank, list, share) and the public landing page
// (champion, visitor call to join, unknown link).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MonthlyTopBlock } from '@/features/monthly-top/monthly-top-block';
import { MonthlyTopLanding } from '@/features/monthly-top/monthly-top-landing';
import { formatMonth } from '@/features/monthly-top/share-link';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish, apiError, json, makeUser, mockFetch, Providers, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => ({
  ...(await (await import('./auth-test-helpers')).routerMock(router)),
  useRouter: () => ({ navigate: router.navigate }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast: toasts }));

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const top = {
  month: '2026-11',
  list: [
    { rank: 1, name: 'Eglė P.', picture_url: null, points: 420, me: false },
    { rank: 2, name: 'Jonas J.', picture_url: null, points: 310, me: true },
    { rank: 3, name: 'Rūta J.', picture_url: null, points: 150, me: false },
  ],
};

describe('MonthlyTopBlock', () => {
  it('is only for members in the monthly top', () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ is_in_monthly_top: false }));
    const { container } = render(<MonthlyTopBlock />, { wrapper: Providers });
    expect(container.innerHTML).toBe('');
  });

  it('congratulates with the rank, lists the month and copies the page link to share', async () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ is_in_monthly_top: true, monthly_top_url: '/en/monthly-top-user/8/jonas-x1' }));
    mockFetch(() => json(200, top));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    render(<MonthlyTopBlock />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'You are #2 in November 2026' })).toBeTruthy();
    expect(screen.getByText('Top members of November 2026')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/en/monthly-top-user/8/jonas-x1');
    expect(toasts.success).toHaveBeenCalledWith('Link copied');
  });

  it('words a month that is over in the past tense, from the data, not the calendar', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-03T12:00:00Z'));
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ is_in_monthly_top: true, monthly_top_url: '/en/monthly-top-user/8/jonas-x1' }));
    mockFetch(() => json(200, { ...top, month: '2026-10' }));
    render(<MonthlyTopBlock />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'You were #2 in October 2026' })).toBeTruthy();
    expect(screen.getByText('Top members of October 2026')).toBeTruthy();
  });

  it('shares the page with its card picture where the browser shares files', async () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ is_in_monthly_top: true, monthly_top_url: '/en/monthly-top-user/8/jonas-x1' }));
    const urls: string[] = [];
    mockFetch(({ path }) => {
      urls.push(path);
      return path.includes('getMonthlyTopCard') ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }) : json(200, top);
    });
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    render(<MonthlyTopBlock />, { wrapper: Providers });
    await screen.findByText('Top members of November 2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(urls).toContain('getMonthlyTopCard/8/jonas-x1?lang=en');
    const [data] = share.mock.calls[0] as unknown as [ShareData];
    expect(data.url).toBe('http://localhost:3000/en/monthly-top-user/8/jonas-x1');
    expect(data.text).toMatch(/^I (am|was) #2 in (November|October) 2026\.$/);
    expect(data.files?.[0]?.type).toBe('image/png');
  });
});

describe('MonthlyTopBlock while the list loads (issue 38)', () => {
  it('holds the place with a skeleton of the list, never the generic line, then shows the real one', async () => {
    localStorage.removeItem('monthly-top-rows');
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser({ is_in_monthly_top: true, monthly_top_url: '/en/monthly-top-user/8/jonas-x1' }));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(async () => {
      await answered;
      return json(200, top);
    });
    const { container } = render(<MonthlyTopBlock />, { wrapper: Providers });
    expect(screen.getByTestId('monthly-top-skeleton')).toBeTruthy();
    // The ten rows the server keeps, until the member has seen how many their month has.
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(10);
    expect(screen.queryByText('Top members of the month')).toBeNull();
    answer();
    expect(await screen.findByText(/^Top members of /)).toBeTruthy();
    expect(screen.queryByTestId('monthly-top-skeleton')).toBeNull();
    expect(localStorage.getItem('monthly-top-rows')).toBe('3');
  });
});

describe('MonthlyTopLanding', () => {
  const champion = { name: 'Eglė P.', rank: 1, points: 420, month: '2026-11', picture_url: null, programme_name: 'Aurora Rewards' };

  it('celebrates the champion and invites visitors to join', async () => {
    const { calls } = mockFetch(() => json(200, champion));
    render(<MonthlyTopLanding id={8} urlIdentifier="egle-x1" />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations, Eglė\u00a0P.!' })).toBeTruthy();
    expect(screen.getByText('#1 in the Aurora Rewards monthly top')).toBeTruthy();
    expect(screen.getByText('420')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join Aurora Rewards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/registration');
    expect(calls.map((c) => c.path)).toEqual(['getMonthlyTopUser/8/egle-x1?lang=en']);
  });

  it('sends signed-in members to their challenges instead', async () => {
    appStore.set(tokenAtom, 'jwt');
    appStore.set(userDataAtom, makeUser());
    mockFetch(() => json(200, champion));
    render(<MonthlyTopLanding id={8} urlIdentifier="egle-x1" />, { wrapper: Providers });
    expect(await screen.findByRole('link', { name: 'Go to challenges' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('says when the link does not match a champion', async () => {
    mockFetch(() => apiError(404, 'MonthlyTopUserNotFound'));
    render(<MonthlyTopLanding id={8} urlIdentifier="wrong" />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'This champion page does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  it('names the month in the reader’s language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-01', 'lt')).toContain('2026');
  });
});
