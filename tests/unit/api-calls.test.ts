// The call map types the client: each path answers its call's type, and a wrong pairing does not
// compile (`npx tsc --noEmit` checks the @ts-expect-error lines below).
import { describe, expectTypeOf, it } from 'vitest';
import { api } from '@/api/client';
import type { UserData } from '@contract';
import type { Challenge } from '@contract/challenges';
import type { MonthlyTopUser } from '@contract/community';
import type { Prize, Reward, TransferResult } from '@contract/economy';

// Never called: only their types are looked at.
const _calls = () => ({
  prize: api.get(`getPrize/${7}`),
  user: api.get('getUserData'),
  challenge: api.get(`getUserChallenge/${3}`),
  champion: api.get(`getMonthlyTopUser/${8}/${'jonas-x1'}`),
  rewards: api.get('getUserActiveRewards'),
  transfer: api.post('transferPoints', { recipient_phone: '+37060000001', points: 5 }),
  terms: api.post('acceptTerms'),
});

describe('the call map', () => {
  it('gives each path the answer of its call', () => {
    expectTypeOf<ReturnType<typeof _calls>['prize']>().resolves.toEqualTypeOf<Prize>();
    expectTypeOf<ReturnType<typeof _calls>['user']>().resolves.toEqualTypeOf<UserData>();
    expectTypeOf<ReturnType<typeof _calls>['challenge']>().resolves.toEqualTypeOf<Challenge>();
    expectTypeOf<ReturnType<typeof _calls>['champion']>().resolves.toEqualTypeOf<MonthlyTopUser>();
    expectTypeOf<ReturnType<typeof _calls>['rewards']>().resolves.toEqualTypeOf<Reward[]>();
    expectTypeOf<ReturnType<typeof _calls>['transfer']>().resolves.toEqualTypeOf<TransferResult>();
  });

  it('refuses a path no call has, another call\'s answer type and a wrong body', () => {
    const wrong = () => {
      // @ts-expect-error: no such call
      void api.get('getPrise/7');
      // @ts-expect-error: getPrize answers a Prize, not a Reward
      const reward: Promise<Reward> = api.get(`getPrize/${7}`);
      // @ts-expect-error: a transfer needs its recipient
      void api.post('transferPoints', { points: 5 });
      // @ts-expect-error: a GET call is not a POST call
      void api.post('getUserData');
      return reward;
    };
    expectTypeOf(wrong).toBeFunction();
  });
});
