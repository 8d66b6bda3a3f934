// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { ChallengeScreen } from '@/features/challenges/challenge-screen';
import { activateEnglish, makeChallenge, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';

const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api: apiMock }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', async () => {
  const { createElement } = await import('react');
  return {
    useNavigate: () => navigate,
    Link: ({ children, className }: { children: React.ReactNode; className?: string }) => createElement('a', { className, href: '#' }, children),
  };
});
vi.mock('@/features/toasts/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() } }));

// The widgets chunk is lazy in the app; load it once up front so opening a card is quick here.
beforeAll(() => import('@/features/challenges/widgets/challenge-widget'), 20_000);

beforeEach(() => {
  activateEnglish();
  resetChallengeStore();
  apiMock.get.mockReset();
  apiMock.post.mockReset();
  navigate.mockReset();
});
afterEach(cleanup);

function renderScreen(id = 8) {
  render(
    <TestProviders client={newQueryClient()}>
      <ChallengeScreen challengeId={id} />
    </TestProviders>,
  );
}

describe('the challenge route screen', () => {
  it('loads the challenge and opens it when it can be worked on', async () => {
    apiMock.get.mockResolvedValue(makeChallenge({ id: 8, name: 'Route quiz', accepted: true }));
    renderScreen();
    await screen.findByRole('radio', { name: 'Ethiopia' });
    expect(apiMock.get).toHaveBeenCalledWith('getUserChallenge/8', expect.anything());
  });

  it('goes back to the dashboard once the challenge is snoozed', async () => {
    apiMock.get.mockResolvedValue(makeChallenge({ id: 8, name: 'Route quiz' }));
    apiMock.post.mockResolvedValue({ success: true });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'More about Route quiz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Snooze this challenge' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/$lang/dashboard', params: { lang: 'en' } }));
  });

  it('says when the challenge is not available', async () => {
    apiMock.get.mockRejectedValue(new ApiError(404, 'ChallengeNotFound', 'no'));
    renderScreen();
    await screen.findByText('This challenge is not available');
  });
});
