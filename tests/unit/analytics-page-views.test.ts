// @vitest-environment jsdom
// Analytics loads after the first paint: the pages a visitor saw before it started still count.
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { startAnalytics } from '@/features/optional-scripts/analytics';
import { recordVisitedPages } from '@/lib/visited-pages';

/** A router stand-in: its onResolved listeners run when the test moves to another page. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    subscribe: (_event: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as AnyRouter;
  const go = (path: string) => {
    window.history.pushState(null, '', path);
    for (const listener of [...listeners]) listener();
  };
  return { router, go };
}

const pageViews = () =>
  (window.dataLayer ?? [])
    .map((args) => Array.from(args as ArrayLike<unknown>))
    .filter(([kind, name]) => kind === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

afterEach(() => {
  window.dataLayer = [];
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('analytics page views', () => {
  it('reports the page the visitor landed on and left before analytics started, then each page after', () => {
    const { router, go } = fakeRouter();
    window.history.replaceState(null, '', '/en/registration');
    recordVisitedPages(router);
    go('/en/terms-and-conditions');
    const stop = startAnalytics('https://analytics.test/gtag/js', 'G-TEST', router);
    expect(pageViews()).toEqual(['/en/registration', '/en/terms-and-conditions']);
    go('/en/dashboard');
    expect(pageViews()).toEqual(['/en/registration', '/en/terms-and-conditions', '/en/dashboard']);
    stop();
  });
});
