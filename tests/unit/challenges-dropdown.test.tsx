// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDropdown } from '@/features/challenges/hooks/use-dropdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the card menu dropdown (docs/product.md section 9: hover 150 ms, enter 150 ms, leave 75 ms)', () => {
  it('opens 150 ms after the mouse arrives, enters in 150 ms and leaves in 75 ms', () => {
    const { result } = renderHook(() => useDropdown());
    act(() => result.current.hoverIn({ pointerType: 'mouse' }));
    act(() => vi.advanceTimersByTime(149));
    expect(result.current.phase).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('entering');
    act(() => vi.advanceTimersByTime(150));
    expect(result.current.phase).toBe('open');
    act(() => result.current.hoverOut({ pointerType: 'mouse' }));
    act(() => vi.advanceTimersByTime(150));
    expect(result.current.phase).toBe('leaving');
    act(() => vi.advanceTimersByTime(75));
    expect(result.current.phase).toBe('closed');
  });

  it('ignores touch hovering; a tap toggles it', () => {
    const { result } = renderHook(() => useDropdown());
    act(() => result.current.hoverIn({ pointerType: 'touch' }));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.visible).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.visible).toBe(true);
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(75));
    expect(result.current.visible).toBe(false);
  });

  it('a click on a menu opened by hovering keeps it open', () => {
    const { result } = renderHook(() => useDropdown());
    act(() => result.current.hoverIn({ pointerType: 'mouse' }));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.phase).toBe('open');
  });
});
