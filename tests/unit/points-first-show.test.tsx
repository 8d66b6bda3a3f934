// @vitest-environment jsdom
// The first dashboard of a session (issue 38): the balance shows as soon as it is known, never a false 0 and
// never a count-up from 0; a count-up only for a real change.
import type { UserData } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PointsSummary } from '@/features/points/points-summary';
import { appStore, Provider } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { activateEnglish } from './auth-test-helpers';

vi.mock('@tanstack/react-router', async () => {
  const { createElement } = await import('react');
  return { Link: ({ children }: { children: React.ReactNode }) => createElement('a', { href: '#' }, children) };
});

let answer!: () => void;

beforeAll(activateEnglish);
beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, 'token');
  appStore.set(userDataAtom, { user_initialized: true } as UserData);
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/getUserPoints')) {
      await answered;
      return new Response(JSON.stringify(480));
    }
    return new Response(JSON.stringify(900));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(tokenAtom, null);
});

describe('The points summary on the first show of a session', () => {
  it('shows a blank of a number’s width, then the real balance at once', async () => {
    const shown: string[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Provider store={appStore}>
          <QueryClientProvider client={client}>
            <PointsSummary />
          </QueryClientProvider>
        </Provider>
      </I18nProvider>,
    );
    const balance = () => container.querySelector('p')?.textContent ?? '';
    const observer = new MutationObserver(() => shown.push(balance()));
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    expect(balance()).not.toMatch(/\d/);
    expect(container.querySelector('[data-points-pending]')).toBeTruthy();
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    observer.disconnect();
    expect(balance()).toBe('480points');
    // Every number ever on screen was the real one.
    expect(shown.filter((text) => /\d/.test(text)).every((text) => text === '480points')).toBe(true);
  });
});
