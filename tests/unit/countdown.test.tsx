// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChallengeCard } from '@/features/challenges/components/challenge-card';
import { coarseTimeLeft, CountdownText } from '@/features/challenges/components/countdown';
import { formatClock, isoDuration, splitDuration } from '@/features/challenges/model/countdown';
import { activateEnglish, makeChallenge, newQueryClient, resetChallengeStore, TestProviders } from './challenges-test-helpers';

const DAY = 24 * 3600 * 1000;

describe('countdown formatting', () => {
  it('says the time left for screen readers coarsely: hours from an hour up, then minutes, rounding up', () => {
    expect(coarseTimeLeft(DAY - 60_000, 'en')).toBe('in 24 hours');
    expect(coarseTimeLeft(3 * 3600_000 + 1000, 'en')).toBe('in 4 hours');
    expect(coarseTimeLeft(59 * 60_000 + 30_000, 'en')).toBe('in 1 hour');
    expect(coarseTimeLeft(90_000, 'en')).toBe('in 2 minutes');
    expect(coarseTimeLeft(5000, 'en')).toBe('in 1 minute');
    expect(coarseTimeLeft(3 * 3600_000, 'lt')).toBe('po 3 valandų');
  });

  it('splits a duration into days, hours, minutes and seconds, rounding up', () => {
    expect(splitDuration(DAY + 2 * 3600_000 + 3 * 60_000 + 4000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(splitDuration(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('prints the clock part as HH:MM:SS and an ISO duration', () => {
    const parts = splitDuration(2 * DAY + 5 * 3600_000 + 7 * 60_000 + 9000);
    expect(formatClock(parts)).toBe('05:07:09');
    expect(isoDuration(parts)).toBe('P2DT5H7M9S');
  });
});

describe('countdowns on screen', () => {
  beforeEach(() => {
    activateEnglish();
    resetChallengeStore();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says the days in words', () => {
    render(
      <TestProviders client={newQueryClient()}>
        <p data-testid="c">
          <CountdownText ms={2 * DAY + 61_000} />
        </p>
      </TestProviders>,
    );
    expect(screen.getByTestId('c').textContent).toBe('2 days 00:01:01');
  });

  function renderCard(challenge = makeChallenge()) {
    return render(
      <TestProviders client={newQueryClient()}>
        <ChallengeCard challenge={challenge} isOpen={false} onOpen={() => {}} onClose={() => {}} onCollected={() => {}} friendsEnabled={false} />
      </TestProviders>,
    );
  }

  it('ticks every second to the start of a locked challenge, then offers Accept', () => {
    renderCard(makeChallenge({ start_time: new Date(Date.now() + 3000).toISOString() }));
    expect(screen.getByText(/Opens in/).textContent).toContain('00:00:03');
    expect(screen.queryByRole('button', { name: 'Accept challenge' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Opens in/).textContent).toContain('00:00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(/Opens in/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept challenge' })).toBeTruthy();
  });

  it('counts down to the end of a challenge', () => {
    renderCard(makeChallenge({ end_time: new Date(Date.now() + DAY + 10_000).toISOString() }));
    expect(screen.getByText(/Ends in/).textContent).toBe('Ends in 1 day 00:00:10');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Ends in/).textContent).toBe('Ends in 1 day 00:00:09');
  });
});
