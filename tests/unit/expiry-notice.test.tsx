// @vitest-environment jsdom
// The expiry reminder's hide button: the notice goes at once and stays gone, even when a reload of the
// expiring points that started before the click answers after it (the race CI met on a busy machine).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ExpiryNotice } from '@/features/points-expiry/expiry-notice';
import { expiringPointsKey } from '@/features/points-expiry/expiring-points-query';
import { activateEnglish, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';

const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api: apiMock }));
vi.mock('@tanstack/react-router', async () => {
  const { createElement } = await import('react');
  return { Link: ({ children }: { children: React.ReactNode }) => createElement('a', { href: '#' }, children) };
});
const toastMock = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast: toastMock }));

const notice = { points: 80, expires_on: '2026-12-31', expires_at: '2027-01-01T00:00:00Z' };
const answer = (hidden: boolean) => ({ next_expiry: { points: 80, expires_at: notice.expires_at }, pending: 0, notice: hidden ? null : notice });

let hidden: boolean;
beforeEach(() => {
  activateEnglish();
  resetChallengeStore();
  hidden = false;
  apiMock.get.mockReset().mockImplementation(async () => answer(hidden));
  apiMock.post.mockReset().mockImplementation(async () => {
    hidden = true;
    return { success: true };
  });
  toastMock.error.mockReset();
});
afterEach(cleanup);

it('stays hidden when a reload that began before the click answers after it', async () => {
  const client = newQueryClient();
  render(
    <TestProviders client={client}>
      <ExpiryNotice />
    </TestProviders>,
  );
  const hide = await screen.findByRole('button', { name: 'Hide this reminder' });

  // A reload is on its way and will answer with the notice as the server had it before the click.
  let answerLate!: () => void;
  apiMock.get.mockImplementationOnce(() => new Promise((resolve) => (answerLate = () => resolve(answer(false)))));
  void client.invalidateQueries({ queryKey: expiringPointsKey });
  await waitFor(() => expect(apiMock.get).toHaveBeenCalledTimes(2));

  // The server records the choice only after the late reload has answered.
  let recorded!: () => void;
  apiMock.post.mockImplementationOnce(() => new Promise((resolve) => (recorded = () => ((hidden = true), resolve({ success: true })))));
  fireEvent.click(hide);
  await waitFor(() => expect(screen.queryByTestId('expiry-notice')).toBeNull());
  await waitFor(() => expect(apiMock.post).toHaveBeenCalledWith('dismissExpiryNotice', { expires_on: '2026-12-31' }));
  await act(async () => {
    answerLate();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(client.getQueryData<{ notice: unknown }>(expiringPointsKey)?.notice).toBeNull();
  expect(screen.queryByTestId('expiry-notice')).toBeNull();
  await act(async () => recorded());
  await waitFor(() => expect(apiMock.get).toHaveBeenCalledTimes(3));
  await act(async () => {});
  expect(screen.queryByTestId('expiry-notice')).toBeNull();
  expect(client.getQueryData<{ notice: unknown }>(expiringPointsKey)?.notice).toBeNull();
});

it('comes back with a message when the server could not record the choice', async () => {
  apiMock.post.mockReset().mockRejectedValue(new Error('offline'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <TestProviders client={newQueryClient()}>
      <ExpiryNotice />
    </TestProviders>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Hide this reminder' }));
  await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('The notice could not be hidden. Please try again.'));
  expect(await screen.findByTestId('expiry-notice')).toBeTruthy();
});
