// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/features/toasts/toast';
import { ToastHost } from '@/features/toasts/toast-host';
import { preloadLazyParts, settleLazy } from './support/settle-lazy';

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  await preloadLazyParts();
});
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
  it('appear after 200 ms and are gone 5000 ms later', async () => {
    toast.success('Challenge snoozed');
    advance(199);
    expect(screen.queryByText('Challenge snoozed')).toBeNull();
    advance(1);
    await settleLazy();
    expect(screen.getByText('Challenge snoozed')).toBeTruthy();
    advance(4999);
    expect(screen.getByText('Challenge snoozed')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Challenge snoozed')).toBeNull();
  });

  it('are dismissed by a click', async () => {
    toast.error('Error: Oops');
    advance(200);
    await settleLazy();
    fireEvent.click(screen.getByText('Error: Oops'));
    // It fades out first.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Error: Oops')).toBeNull();
  });

  it('live in a polite region, with an icon and a kind for screen readers', async () => {
    toast.warn('Careful');
    toast.info('Heads up');
    advance(200);
    await settleLazy();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const warn = screen.getByText('Careful').closest('button')!;
    expect(warn.textContent).toContain('Warning');
    expect(warn.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Heads up').closest('button')!.textContent).toContain('Information');
  });
});
