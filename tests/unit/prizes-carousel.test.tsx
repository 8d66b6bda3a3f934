// @vitest-environment jsdom
// The right panel's prize carousel (docs/product.md section 9): autoplay every 3000 ms, looping, clickable
// pagination, paused on hover and focus, no autoplay with reduced motion.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrizeListItem } from '@contract/economy';
import { prizeKeys } from '@/api/queries/prizes';
import { PrizesCarousel } from '@/features/prizes/carousel/prizes-carousel';
import { appStore, Provider } from '@/state/jotai';
import { activateEnglish, resetStore } from './auth-test-helpers';

const router = vi.hoisted(() => ({ navigate: vi.fn(), search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async () => (await import('./auth-test-helpers')).routerMock(router));

const prizes: PrizeListItem[] = [1, 2, 3].map((id) => ({
  id,
  category_id: 1,
  image_id: 10 + id,
  prize_name: `Prize ${id}`,
  value: 100 * id,
  items_left: null,
  prize_tags: [],
  is_favourite: false,
}));

function renderCarousel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(prizeKeys.suggestions('en', 6), { list: prizes });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={appStore}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
  return render(<PrizesCarousel />, { wrapper });
}

const current = () => screen.getAllByRole('button', { name: /Show slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeAll(activateEnglish);
beforeEach(() => {
  resetStore();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('prize carousel', () => {
  it('moves on every 3000 ms and loops back to the first prize', () => {
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(3);
    expect(current()).toBe(0);
    advance(2999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(3000);
    expect(current()).toBe(2);
    advance(3000);
    expect(current()).toBe(0);
  });

  it('goes to a slide when its dot is clicked, and only the shown slide can be focused', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(current()).toBe(2);
    const slides = screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    const visible = slides.filter((slide) => !slide.hasAttribute('inert'));
    expect(visible).toHaveLength(1);
    expect(visible[0]!.textContent).toContain('Prize 3');
  });

  it('pauses while hovered or focused', () => {
    renderCarousel();
    const viewport = screen.getByRole('region', { name: 'Suggested prizes' }).closest('section')!;
    fireEvent.mouseEnter(viewport);
    advance(9000);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(viewport);
    advance(3000);
    expect(current()).toBe(1);
    fireEvent.focus(viewport);
    advance(9000);
    expect(current()).toBe(1);
  });

  it('does not play by itself with reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    renderCarousel();
    advance(9000);
    expect(current()).toBe(0);
  });

  it('links each slide to its prize with a 600:396 image', () => {
    renderCarousel();
    const image = document.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/image/i.11/w.600:h.396:f.0/image.png');
  });
});
