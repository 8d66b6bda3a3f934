// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/features/toasts/toast';
import { ToastHost } from '@/features/toasts/toast-host';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  vi.useFakeTimers();
  render(
    <I18nProvider i18n={i18n}>
      <ToastHost />
    </I18nProvider>,
  );
});
afterEach(() => {
  act(() => vi.runAllTimers());
  vi.useRealTimers();
  cleanup();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  it('appear after 200 ms and are gone 5000 ms later', () => {
    toast.success('Challenge snoozed');
    advance(199);
    expect(screen.queryByText('Challenge snoozed')).toBeNull();
    advance(1);
    expect(screen.getByText('Challenge snoozed')).toBeTruthy();
    advance(4999);
    expect(screen.getByText('Challenge snoozed')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Challenge snoozed')).toBeNull();
  });

  it('are dismissed by a click', () => {
    toast.error('Error: Oops');
    advance(200);
    fireEvent.click(screen.getByText('Error: Oops'));
    expect(screen.queryByText('Error: Oops')).toBeNull();
  });

  it('live in a polite region, with an icon and a kind for screen readers', () => {
    toast.warn('Careful');
    toast.info('Heads up');
    advance(200);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const warn = screen.getByText('Careful').closest('button')!;
    expect(warn.textContent).toContain('Warning');
    expect(warn.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Heads up').closest('button')!.textContent).toContain('Information');
  });
});
