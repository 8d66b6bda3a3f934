import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFailure, canAccept, failureDelayDays, initialDisplay, isOpenable } from '@/features/challenges/model/card-state';
import { compareChallenges, flattenPages, mergeRefresh, removeChallenges, replaceChallenge } from '@/features/challenges/model/list-cache';
import { progressLabel, progressShare } from '@/features/challenges/model/progress';
import { learnServerTime, resetServerClock, serverNow } from '@/features/challenges/model/server-clock';
import { hasEnded, isLocked, msUntilEnd, msUntilStart } from '@/features/challenges/model/timing';
import { surveyLimits } from '@/features/challenges/widgets/custom-data';
import { makeChallenge, page } from './challenges-test-helpers';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('progress (docs/product.md section 5)', () => {
  it('is min(dividend, divisor) / divisor x 100, with the label dividend / divisor', () => {
    expect(progressShare({ progress_dividend: 1, progress_divisor: 4 })).toBe(25);
    expect(progressLabel({ progress_dividend: 1, progress_divisor: 4 })).toBe('1 / 4');
    expect(progressShare({ progress_dividend: 7, progress_divisor: 5 })).toBe(100);
    expect(progressLabel({ progress_dividend: 7, progress_divisor: 5 })).toBe('7 / 5');
    expect(progressShare({ progress_dividend: null, progress_divisor: 3 })).toBe(0);
    expect(progressLabel({ progress_dividend: null, progress_divisor: 3 })).toBe('0 / 3');
  });

  it('is absent for challenges without a divisor', () => {
    expect(progressShare({ progress_dividend: 2, progress_divisor: null })).toBeNull();
    expect(progressLabel({ progress_dividend: 2, progress_divisor: null })).toBeNull();
    expect(progressShare({ progress_dividend: 2, progress_divisor: 0 })).toBeNull();
  });
});

describe('timing and locking', () => {
  it('locks a challenge whose start time is ahead and counts down to it', () => {
    const c = makeChallenge({ start_time: iso(NOW + 5000) });
    expect(isLocked(c, NOW)).toBe(true);
    expect(msUntilStart(c, NOW)).toBe(5000);
    expect(isLocked(c, NOW + 5000)).toBe(false);
    expect(msUntilStart(c, NOW + 5000)).toBeNull();
  });

  it('counts down to an end time ahead and knows when it has passed', () => {
    const c = makeChallenge({ end_time: iso(NOW + 60_000) });
    expect(msUntilEnd(c, NOW)).toBe(60_000);
    expect(hasEnded(c, NOW)).toBe(false);
    expect(hasEnded(c, NOW + 60_000)).toBe(true);
    expect(msUntilEnd(makeChallenge(), NOW)).toBeNull();
  });
});

describe("the server's clock (countdowns)", () => {
  // The clock stands still: read twice, a running one can tick a millisecond in between.
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());
  const offset = () => serverNow() - Date.now();

  it('takes no difference from a server second cut down and an answer that took a moment', () => {
    // The server read 12:00:00.999 and sent 12:00:00; the answer arrived 200 ms later, at 12:00:01.199.
    learnServerTime(NOW / 1000, NOW + 1199);
    expect(offset()).toBe(0);
    resetServerClock();
  });

  it('takes a real difference, to the middle of the server second', () => {
    learnServerTime(NOW / 1000, NOW - 60_000);
    expect(offset()).toBe(60_500);
    learnServerTime(NOW / 1000, NOW + 5_000);
    expect(offset()).toBe(-4_500);
    resetServerClock();
  });
});

describe('openable rules (docs/product.md section 4, Accept)', () => {
  const accepted = makeChallenge({ accepted: true });

  it('opens only an accepted, started, closed card in the default state', () => {
    expect(isOpenable(accepted, 'default', false, NOW)).toBe(true);
    expect(isOpenable({ ...accepted, accepted: false }, 'default', false, NOW)).toBe(false);
    expect(isOpenable({ ...accepted, start_time: iso(NOW + 1000) }, 'default', false, NOW)).toBe(false);
    expect(isOpenable(accepted, 'default', true, NOW)).toBe(false);
    expect(isOpenable(accepted, 'complete', false, NOW)).toBe(false);
    expect(isOpenable(accepted, 'failed', false, NOW)).toBe(false);
    expect(isOpenable(accepted, 'error-already-completed', false, NOW)).toBe(false);
    expect(isOpenable({ ...accepted, end_time: iso(NOW - 1) }, 'default', false, NOW)).toBe(false);
  });

  it('offers Accept on an open challenge not accepted yet', () => {
    expect(canAccept(makeChallenge(), 'default', NOW)).toBe(true);
    expect(canAccept(accepted, 'default', NOW)).toBe(false);
    expect(canAccept(makeChallenge({ start_time: iso(NOW + 1) }), 'default', NOW)).toBe(false);
  });

  it('starts from the server state', () => {
    expect(initialDisplay({ state: 'default' })).toBe('default');
    expect(initialDisplay({ state: 'pending' })).toBe('default');
    expect(initialDisplay({ state: 'failed' })).toBe('failed');
    expect(initialDisplay({ state: 'completed' })).toBe('complete');
  });
});

describe('failure (docs/product.md section 4, Failed)', () => {
  it('waits the given days, else the challenge default, else 1 day', () => {
    expect(failureDelayDays(3)).toBe(3);
    expect(failureDelayDays(undefined, { failure_delay_days: 2 })).toBe(2);
    expect(failureDelayDays(null, { failure_delay_days: 0 })).toBe(1);
    expect(failureDelayDays(undefined)).toBe(1);
  });

  it('moves the start time that many days ahead and marks the challenge failed', () => {
    const failed = afterFailure(makeChallenge({ accepted: true }), 2, NOW);
    expect(failed.state).toBe('failed');
    expect(Date.parse(failed.start_time!)).toBe(NOW + 2 * 24 * 3600 * 1000);
    expect(isLocked(failed, NOW)).toBe(true);
    expect(afterFailure(makeChallenge(), 1, NOW, '2030-01-01T00:00:00.000Z').start_time).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('the cached list', () => {
  const owner = (id: number, sort: number) => makeChallenge({ id, sort_order: sort, challenge_owner_id: 7 });
  const general = (id: number, sort: number) => makeChallenge({ id, sort_order: sort });

  it("orders the owner's challenges first, then by sort_order", () => {
    const list = [general(1, 0), owner(2, 5), general(3, 1), owner(4, 2)].sort(compareChallenges(7));
    expect(list.map((c) => c.id)).toEqual([4, 2, 1, 3]);
  });

  it('replaces and removes challenges across pages', () => {
    const data = { pages: [page([general(1, 0)], true), page([general(2, 1)])], pageParams: [-1, 1] };
    const renamed = replaceChallenge(data, { ...general(2, 1), name: 'Renamed' });
    expect(flattenPages(renamed).map((c) => c.name)).toEqual(['Challenge 1', 'Renamed']);
    expect(flattenPages(removeChallenges(data, [1])).map((c) => c.id)).toEqual([2]);
  });

  it('merges a refresh: removed ids leave, changes replace, new ones join in order', () => {
    const data = { pages: [page([general(1, 0), general(3, 2)], false, 100)], pageParams: [-1] };
    const refresh = { ...page([{ ...general(3, 2), accepted: true }, general(2, 1)], false, 200), removed_ids: [1] };
    const { data: merged, added } = mergeRefresh(data, refresh, null);
    expect(flattenPages(merged).map((c) => [c.id, c.accepted])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(added.map((c) => c.id)).toEqual([2]);
    expect(merged.pages[0]!.server_time).toBe(200);
  });

  it('leaves a new challenge past the loaded ones to the next page', () => {
    const data = { pages: [page([general(1, 0), general(2, 1)], true)], pageParams: [-1] };
    const { data: merged, added } = mergeRefresh(data, page([general(9, 50)]), null);
    expect(flattenPages(merged).map((c) => c.id)).toEqual([1, 2]);
    expect(added).toEqual([]);
  });
});

describe('survey limits', () => {
  it('takes one option unless custom_data says more', () => {
    expect(surveyLimits({ custom_data: {} }, 4)).toEqual({ min: 1, max: 1 });
    expect(surveyLimits({ custom_data: { min: 1, max: 3 } }, 5)).toEqual({ min: 1, max: 3 });
    expect(surveyLimits({ custom_data: { max: 9 } }, 4)).toEqual({ min: 1, max: 4 });
    expect(surveyLimits({ custom_data: { multiple: true } }, 4)).toEqual({ min: 1, max: 4 });
  });
});
