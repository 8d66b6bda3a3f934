// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { Achievement } from '@contract/challenges';
import { UncollectedAchievements } from '@/features/achievements/uncollected-achievements';
import { activateEnglish, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';

const apiMock = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/api/client')>()), api: apiMock }));
const toastMock = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), warn: vi.fn() }));
vi.mock('@/features/toasts/toast', () => ({ toast: toastMock }));

const achievement = (id: number, points = 20): Achievement => ({ id, title: `Achievement ${id}`, text: 'Well done', image_id: null, points, challenge_id: id, prize_id: null });

let list: Achievement[];
const events: string[] = [];
const record = (e: Event) => events.push(e instanceof CustomEvent ? `${e.type}:${String(e.detail)}` : e.type);

beforeEach(() => {
  activateEnglish();
  resetChallengeStore();
  apiMock.get.mockReset();
  apiMock.post.mockReset();
  Object.values(toastMock).forEach((f) => f.mockReset());
  events.length = 0;
  for (const name of ['achievement-collected', 'play-sound']) window.addEventListener(name, record);
  list = [achievement(1), achievement(2, 35)];
  apiMock.get.mockImplementation(async () => list);
  apiMock.post.mockImplementation(async (_path: string, body: { achievement_id: number }) => {
    list = list.filter((a) => a.id !== body.achievement_id);
    return { success: true, points: body.achievement_id === 2 ? 35 : 20, balance: 100, already_collected: false };
  });
});
afterEach(() => {
  cleanup();
  for (const name of ['achievement-collected', 'play-sound']) window.removeEventListener(name, record);
});

function renderList() {
  return render(
    <TestProviders client={newQueryClient()}>
      <UncollectedAchievements />
    </TestProviders>,
  );
}

describe('uncollected achievements (docs/product.md sections 2 and 4)', () => {
  it('lists them and collects one: the call, the events, the sound, the toast', async () => {
    renderList();
    await screen.findByText('Achievement 1');
    expect(apiMock.get).toHaveBeenCalledWith('getUserNotCollectedAchievements', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Collect Achievement 2' }));
    await waitFor(() => expect(screen.queryByText('Achievement 2')).toBeNull());
    expect(apiMock.post).toHaveBeenCalledWith('collectUserAchievement', { achievement_id: 2 }, expect.anything());
    expect(events).toEqual(['achievement-collected', 'play-sound:achievement-collected']);
    expect(toastMock.success).toHaveBeenCalledWith('+35 points collected!');
    expect(screen.getByText('Achievement 1')).toBeTruthy();
  });

  it('collects all at once', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Collect all (55)' }));
    await waitFor(() => expect(screen.queryByText('Achievement 1')).toBeNull());
    expect(apiMock.post).toHaveBeenCalledTimes(2);
    expect(toastMock.success).toHaveBeenCalledWith('+55 points collected!');
  });

  it('names the prize a prize challenge won, with its picture', async () => {
    list = [{ ...achievement(3, 0), title: 'Join the trail clean-up day', prize_id: 5 }];
    apiMock.get.mockImplementation(async (path: string) =>
      path === 'getPrize/5' ? { id: 5, name: 'Aurora thermo mug', image_id: 44 } : list,
    );
    const { container } = renderList();
    await screen.findByText('Aurora thermo mug');
    expect(screen.getByText(/Prize:/).textContent).toBe('Prize: Aurora thermo mug');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('i.44');
    expect(screen.queryByText(/points/)).toBeNull();
  });

  it('a failed load with a code the app does not know says the general words (never "Error: DatabaseDown")', async () => {
    apiMock.get.mockRejectedValue(new ApiError(503, 'DatabaseDown', 'down'));
    renderList();
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again in a few minutes.'));
  });

  it('renders nothing when there is nothing to collect', async () => {
    list = [];
    const { container } = renderList();
    await waitFor(() => expect(apiMock.get).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('says in words, never with the code, when they fail to load', async () => {
    apiMock.get.mockRejectedValue(new ApiError(500, 'InternalError', 'down'));
    renderList();
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again in a few minutes.'));
  });

  it('reloads when a challenge is completed elsewhere', async () => {
    list = [];
    renderList();
    await waitFor(() => expect(apiMock.get).toHaveBeenCalledTimes(1));
    list = [achievement(9)];
    act(() => void window.dispatchEvent(new Event('challenge-completed')));
    await screen.findByText('Achievement 9');
  });
});
