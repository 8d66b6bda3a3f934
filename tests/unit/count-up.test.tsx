// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountUp } from '@/components/ui/count-up';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CountUp', () => {
  it('counts up to the value in one second, printed without digit grouping', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    const { container } = render(<CountUp value={12345} from={0} />);
    expect(container.textContent).toBe('0');
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    const midway = Number(container.textContent);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(12345);
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(container.textContent).toBe('12345');
  });

  it('starts at the first value it gets, without counting from 0', () => {
    const { container } = render(<CountUp value={480} />);
    expect(container.textContent).toBe('480');
  });

  it('animates from the value on screen to a new one', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    const { container, rerender } = render(<CountUp value={1000} from={1000} />);
    expect(container.textContent).toBe('1000');
    rerender(<CountUp value={1500} from={1000} />);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    const midway = Number(container.textContent);
    expect(midway).toBeGreaterThan(1000);
    expect(midway).toBeLessThan(1500);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.textContent).toBe('1500');
  });

  it('jumps straight to the value when reduced motion is preferred', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList) as typeof window.matchMedia;
    try {
      const { container } = render(<CountUp value={98765} />);
      expect(container.textContent).toBe('98765');
    } finally {
      window.matchMedia = original;
    }
  });
});
