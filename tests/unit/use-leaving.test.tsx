// @vitest-environment jsdom
// Challenge cards leave with a fade (CSS) instead of an animation library: the hook keeps a card
// that left for the fade's length, marks cards that arrive later, and with reduced motion keeps nothing.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaving } from '@/features/challenges/hooks/use-leaving';

const id = (n: number) => n;

function motionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLeaving', () => {
  it('keeps a removed item in its place, marked leaving, for the fade, then drops it', () => {
    motionPreference(false);
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ items }) => useLeaving(items, id, 220), { initialProps: { items: [1, 2, 3] } });
    expect(result.current.every((p) => !p.entering && !p.leaving)).toBe(true);
    rerender({ items: [1, 3] });
    expect(result.current.map((p) => [p.item, p.leaving])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    act(() => vi.advanceTimersByTime(220));
    expect(result.current.map((p) => p.item)).toEqual([1, 3]);
  });

  it('marks items that arrive after the first render as entering', () => {
    motionPreference(false);
    const { result, rerender } = renderHook(({ items }) => useLeaving(items, id, 220), { initialProps: { items: [1] } });
    rerender({ items: [1, 4] });
    expect(result.current.map((p) => [p.item, p.entering])).toEqual([
      [1, false],
      [4, true],
    ]);
  });

  it('with reduced motion a removed item goes at once', () => {
    motionPreference(true);
    const { result, rerender } = renderHook(({ items }) => useLeaving(items, id, 220), { initialProps: { items: [1, 2] } });
    rerender({ items: [1] });
    expect(result.current.map((p) => p.item)).toEqual([1]);
  });
});
