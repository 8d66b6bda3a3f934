// POST /redeemPrize {prize_id} with an Idempotency-Key: buys the prize and answers the new reward,
// or, for a key the server has seen, the reward that first request bought (marked replayed).
import { api, REPLAYED_HEADER } from '@/api/client';
import type { PrizeIdBody, Reward } from '@contract/economy';
import { whileOnline } from '@/lib/online-attempt';

export async function redeemPrize(body: PrizeIdBody, headers: Record<string, string>): Promise<{ reward: Reward; replayed: boolean }> {
  let replayed = false;
  const onResponse = (response: Response) => {
    replayed = response.headers.get(REPLAYED_HEADER) === 'true';
  };
  const reward = await whileOnline(api.post('redeemPrize', body, { headers, onResponse }));
  return { reward, replayed };
}
