// Shared set-up for the dashboard tests (dashboard-list, dashboard-cards): the mocks behind their vi.mock calls, the
// api double answering the challenge pages and posts a test sets, and the dashboard rendered with the app's providers.
import { cleanup, render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { GetUserChallengesResult } from '@contract/challenges';
import { resetServerClock } from '@/features/challenges/model/server-clock';

export const apiMock = { get: vi.fn(), post: vi.fn() };
export const navigate = vi.fn();
export const toastMock = { success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() };

/**
 * What the test files' vi.mock calls put in place of the api client, the router and the toasts. A test file
 * loads this module in vi.hoisted, before its imports: `const { mockedModules } = await vi.hoisted(() =>
 * import('./dashboard-test-helpers'))`, then `vi.mock('@/features/toasts/toast', () => mockedModules.toast())`.
 * Not `await import(...)` inside a factory: vitest would then give the real modules to all this module loads later.
 */
export const mockedModules = {
  apiClient: async (importOriginal: () => Promise<typeof import('@/api/client')>) => ({ ...(await importOriginal()), api: apiMock }),
  router: () => ({
    useNavigate: () => navigate,
    Link: ({ children, className }: { children: ReactNode; className?: string }) => createElement('a', { className, href: '#' }, children),
  }),
  toast: () => ({ toast: toastMock }),
};

export type Query = { start_from: number; last_timestamp?: number };
/** The getUserChallenges answer for a query: the test file's `pages` variable, which its tests assign. */
export type Pages = (query: Query) => Promise<GetUserChallengesResult> | GetUserChallengesResult;

/** The answers to the posts a test expects, by path: emptied before each test. */
export const posts: Record<string, (body: Record<string, unknown>) => unknown> = {};

/**
 * The app modules the helpers below use. This module loads before the mocks are in place, so it imports
 * nothing that is mocked or imports a mocked module (that would reach the factories before mockedModules
 * is set): setUpDashboard loads them before the first test instead.
 */
let challenges: typeof import('./challenges-test-helpers');
let dashboard: typeof import('@/features/challenges/dashboard-screen');

/** English, the default settings, no challenge loaded, the server's clock as this one's, fresh api mocks. */
export function setUpDashboard(pages: () => Pages) {
  beforeAll(async () => {
    challenges = await import('./challenges-test-helpers');
    dashboard = await import('@/features/challenges/dashboard-screen');
    // The widgets chunk is lazy in the app; load it once up front so opening a card is quick here.
    await import('@/features/challenges/widgets/challenge-widget');
  }, 20_000);

  beforeEach(() => {
    const { activateEnglish, FakeIntersectionObserver, resetChallengeStore } = challenges;
    activateEnglish();
    resetChallengeStore();
    resetServerClock();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.instances = [];
    apiMock.get.mockReset();
    apiMock.post.mockReset();
    navigate.mockReset();
    Object.values(toastMock).forEach((f) => f.mockReset());
    for (const path of Object.keys(posts)) delete posts[path];
    apiMock.get.mockImplementation(async (path: string, options?: { query?: Query }) => {
      if (path === 'getUserChallenges') return pages()(options!.query!);
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
}

export function renderDashboard() {
  const { newQueryClient, TestProviders } = challenges;
  const { DashboardScreen } = dashboard;
  return render(
    <TestProviders client={newQueryClient()}>
      <DashboardScreen />
    </TestProviders>,
  );
}
