// @vitest-environment jsdom
// Money-moving writes keep their Idempotency-Key across reloads until the server has answered, so a
// retry after a lost answer gets the first outcome instead of buying twice.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module graph, as after a page reload (localStorage stays), signed in as `member`. */
async function reload(member = 'member-a') {
  vi.resetModules();
  const { appStore } = await import('@/state/jotai');
  const { userDataAtom } = await import('@/api/queries/user-data');
  appStore.set(userDataAtom, { user_initialized: true, user_external_id_hash: member } as never);
  const attempts = await import('@/lib/online-attempt');
  const { ApiError, OfflineError } = await import('@/api/client');
  return { ...attempts, ApiError, OfflineError };
}

beforeEach(() => localStorage.clear());

describe('attempt keys', () => {
  it('keeps the key of an unanswered attempt across a reload, for the same call and payload only', async () => {
    const first = await reload();
    const key = first.attemptKey('redeemPrize', { prize_id: 5 });
    first.settleAttempt('redeemPrize', { prize_id: 5 }, new first.OfflineError());

    const second = await reload();
    expect(second.attemptKey('redeemPrize', { prize_id: 5 })).toBe(key);
    expect(second.attemptKey('redeemPrize', { prize_id: 6 })).not.toBe(key);
    expect(second.attemptKey('transferPoints', { prize_id: 5 })).not.toBe(key);
  });

  it('starts a new attempt once the server has answered, success or a final refusal', async () => {
    const first = await reload();
    const key = first.attemptKey('redeemPrize', { prize_id: 5 });
    first.settleAttempt('redeemPrize', { prize_id: 5 });
    const afterSuccess = (await reload()).attemptKey('redeemPrize', { prize_id: 5 });
    expect(afterSuccess).not.toBe(key);

    const again = await reload();
    again.settleAttempt('redeemPrize', { prize_id: 5 }, new again.ApiError(500, 'Http500', 'Server error'));
    expect((await reload()).attemptKey('redeemPrize', { prize_id: 5 })).toBe(afterSuccess);
    const last = await reload();
    last.settleAttempt('redeemPrize', { prize_id: 5 }, new last.ApiError(400, 'NotEnoughPoints', 'No'));
    expect((await reload()).attemptKey('redeemPrize', { prize_id: 5 })).not.toBe(afterSuccess);
  });

  it('never hands one member the open attempt of another', async () => {
    const key = (await reload('member-a')).attemptKey('redeemPrize', { prize_id: 5 });
    expect((await reload('member-b')).attemptKey('redeemPrize', { prize_id: 5 })).not.toBe(key);
    expect((await reload('member-a')).attemptKey('redeemPrize', { prize_id: 5 })).toBe(key);
  });
});
