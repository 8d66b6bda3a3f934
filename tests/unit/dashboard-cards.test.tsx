// @vitest-environment jsdom
// The dashboard's challenge cards (docs/product.md section 4): the menu and snoozing, accepting and opening (one card
// open at a time, the challenge route on mobile), and the completed, failed and refused answers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import type { Challenge } from '@contract/challenges';
import { COMPLETE_FADE_MS, COMPLETE_HOLD_MS } from '@/features/challenges/hooks/use-collect-moment';
import { appStore } from '@/state/jotai';
import { isMobileAtom } from '@/state/ui';
import { makeChallenge, makeSettings, page, resetChallengeStore } from './challenges-test-helpers';
import { apiMock, navigate, posts, renderDashboard, setUpDashboard, toastMock, type Pages } from './dashboard-test-helpers';

const { mockedModules } = await vi.hoisted(() => import('./dashboard-test-helpers'));
vi.mock('@/api/client', (importOriginal) => mockedModules.apiClient(importOriginal));
vi.mock('@tanstack/react-router', () => mockedModules.router());
vi.mock('@/features/toasts/toast', () => mockedModules.toast());

let pages: Pages;
setUpDashboard(() => pages);

const card = (name: string) => screen.getByRole('article', { name });

describe('cards (docs/product.md section 4)', () => {
  it('snoozes: the card leaves the list, the snooze is posted, a toast and a sound follow', async () => {
    pages = () => page([makeChallenge({ id: 1, name: 'Hideable', challenge_owner_name: 'Aurora', challenge_owner_email: 'hi@aurora.test' })]);
    posts.snoozeUserChallenge = () => ({ success: true });
    const sounds: unknown[] = [];
    const onSound = (e: Event) => sounds.push((e as CustomEvent).detail);
    window.addEventListener('play-sound', onSound);
    renderDashboard();
    const hideable = await screen.findByRole('article', { name: 'Hideable' });
    fireEvent.click(within(hideable).getByRole('button', { name: 'More about Hideable' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Contact the organiser' }).getAttribute('href')).toBe('mailto:hi@aurora.test?subject=Hideable');
    expect(within(menu).getByText('Aurora')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Snooze this challenge' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hideable' })).toBeNull());
    expect(apiMock.post).toHaveBeenCalledWith('snoozeUserChallenge', { challenge_id: 1 }, expect.anything());
    expect(toastMock.info).toHaveBeenCalled();
    expect(sounds).toContain('challenge-snoozed');
    window.removeEventListener('play-sound', onSound);
  });

  it('has no menu when the challenge can neither be snoozed nor names an organiser', async () => {
    pages = () => page([makeChallenge({ id: 1, name: 'Plain', can_hide: false })]);
    renderDashboard();
    const plain = await screen.findByRole('article', { name: 'Plain' });
    expect(within(plain).queryByRole('button', { name: /More about/ })).toBeNull();
  });

  it('accepts and then opens the card with its widget; one card is open at a time', async () => {
    const a = makeChallenge({ id: 1, name: 'First' });
    const b = makeChallenge({ id: 2, name: 'Second', accepted: true });
    pages = () => page([a, b]);
    posts.acceptUserChallenge = () => ({ type: 'start', challenge: { ...a, accepted: true } });
    renderDashboard();
    await screen.findByText('First');
    fireEvent.click(within(card('First')).getByRole('button', { name: 'Accept challenge' }));
    await within(card('First')).findByRole('radio', { name: 'Ethiopia' });
    fireEvent.click(within(card('Second')).getByRole('button', { name: 'Open' }));
    await within(card('Second')).findByRole('radio', { name: 'Ethiopia' });
    await waitFor(() => expect(within(card('First')).queryByRole('radio')).toBeNull());
  });

  it('on mobile with openFullScreen, opens the challenge route instead', async () => {
    resetChallengeStore(makeSettings({ challengeSettings: { openFullScreen: true } }));
    appStore.set(isMobileAtom, true);
    pages = () => page([makeChallenge({ id: 4, name: 'Mobile', accepted: true })]);
    renderDashboard();
    await screen.findByText('Mobile');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(navigate).toHaveBeenCalledWith({ to: '/$lang/challenge/$challengeId', params: { lang: 'en', challengeId: 4 } });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  async function openAndAnswer(challenge: Challenge, serverTime?: number) {
    // A refresh after the answer reports the challenge as gone (collected).
    pages = ({ last_timestamp }) =>
      last_timestamp === undefined ? page([challenge], false, serverTime) : { ...page([]), removed_ids: [challenge.id] };
    renderDashboard();
    await screen.findByText(challenge.name);
    fireEvent.click(within(card(challenge.name)).getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Brazil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
  }

  it('completes: the complete block, then the achievement is collected, the list refreshes and polling starts', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    const events: string[] = [];
    const record = (e: Event) => events.push(e.type);
    window.addEventListener('achievement-collected', record);
    window.addEventListener('challenge-completed', record);
    posts.completeUserChallenge = (body) => {
      expect(body).toEqual({ challenge_id: 3, answer: { option_id: 2 } });
      return { status: 'completed', achievement_id: 55, reward_id: null, points: 25, also_completed_challenge_ids: [], challenge: { ...quiz, state: 'completed', achievement_id: 55 } };
    };
    posts.collectUserAchievement = () => ({ success: true, points: 25, balance: 125, already_collected: false });
    const serverTime = Math.floor(Date.now() / 1000);
    await openAndAnswer(quiz, serverTime);
    await screen.findByText('Challenge completed!');
    expect(screen.getByText(/You earned/).textContent).toBe('You earned 25 points.');
    // The block holds, fades, then collects (real timers): allow those and a busy machine's slack.
    await waitFor(() => expect(apiMock.post).toHaveBeenCalledWith('collectUserAchievement', { achievement_id: 55 }, expect.anything()), {
      timeout: COMPLETE_HOLD_MS + COMPLETE_FADE_MS + 6000,
    });
    await waitFor(() => expect(screen.queryByText('Quiz')).toBeNull());
    expect(events).toEqual(expect.arrayContaining(['achievement-collected', 'challenge-completed']));
    expect(toastMock.success).toHaveBeenCalled();
    await waitFor(() =>
      expect(apiMock.get).toHaveBeenCalledWith('getUserChallenges', expect.objectContaining({ query: { start_from: 0, last_timestamp: serverTime } })),
    );
    window.removeEventListener('achievement-collected', record);
    window.removeEventListener('challenge-completed', record);
  }, 20_000);

  it('a prize challenge shows its prize in the complete block', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Prize quiz', accepted: true, reward_type: 'prize', prize_id: 5, points: 0 });
    posts.completeUserChallenge = () => ({ status: 'completed', achievement_id: 56, reward_id: 77, points: 0, also_completed_challenge_ids: [], challenge: { ...quiz, state: 'completed' } });
    await openAndAnswer(quiz);
    await screen.findByText('Challenge completed!');
    expect(screen.getByText(/You won/).textContent).toContain('Thermo mug');
    expect(apiMock.get).toHaveBeenCalledWith('getPrize/5', expect.anything());
  });

  it('fails: the failed block counts down; tapping it shows the locked card', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    const start = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    posts.completeUserChallenge = () => ({ status: 'failed', delay_days: 1, start_time: start, challenge: { ...quiz, state: 'failed', start_time: start } });
    await openAndAnswer(quiz);
    const block = await screen.findByRole('button', { name: /Not quite right this time/ });
    expect(block.textContent).toMatch(/Try again in (1 day 00:00:00|23:59:5\d)/);
    fireEvent.click(block);
    expect(within(card('Quiz')).getByText(/Opens in/)).toBeTruthy();
    expect(within(card('Quiz')).queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('ChallengeNotAvailable shows the already-completed message', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    posts.completeUserChallenge = () => {
      throw new ApiError(400, 'ChallengeNotAvailable', 'done');
    };
    await openAndAnswer(quiz);
    await screen.findByText('You have already completed this challenge.');
  });

  it('shows a refused answer inside the widget', async () => {
    const quiz = makeChallenge({ id: 3, name: 'Quiz', accepted: true });
    posts.completeUserChallenge = () => {
      throw new ApiError(400, 'ChallengeExpired', 'ended');
    };
    await openAndAnswer(quiz);
    expect((await screen.findByRole('alert')).textContent).toBe('This challenge has ended.');
  });
});
