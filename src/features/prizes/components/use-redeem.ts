// Redeem: confirm, POST redeemPrize with the attempt's Idempotency-Key, play 'reward-created', open
// the new reward. Online only: an order placed offline could not be shown at a till anyway.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Prize } from '@contract/economy';
import { historyKeys } from '@/api/queries/history';
import { pointsKeys } from '@/api/queries/points';
import { prizeKeys } from '@/api/queries/prizes';
import { rewardKeys } from '@/api/queries/rewards';
import { popups } from '@/features/popups/popups';
import { formatPoints } from '@/i18n/format';
import { imageUrl } from '@/lib/image-url';
import { toast } from '@/features/toasts/toast';
import { isOnline, OfflineError, problemCode, useAttemptKey } from '@/lib/online-attempt';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { redeemPrize } from '../api/redeem-prize';
import { emitAppEvent } from '@/lib/app-events';

export function useRedeem(prize: Prize) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attempt = useAttemptKey('redeemPrize');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const redeem = async () => {
    setProblem(null);
    if (!isOnline()) {
      setProblem('Offline');
      return;
    }
    const value = formatPoints(prize.value);
    const confirmed = await popups.confirm({
      title: t`Redeem “${prize.name}”?`,
      text: plural(prize.value, {
        one: `${value} point will be taken from your balance. You will get a code to show at the till.`,
        other: `${value} points will be taken from your balance. You will get a code to show at the till.`,
      }),
      imageUrl: prize.image_id ? imageUrl(prize.image_id, 600, 400) : undefined,
      yesLabel: t`Redeem`,
    });
    if (!confirmed) return;

    setBusy(true);
    const body = { prize_id: prize.id };
    try {
      const { reward, replayed } = await redeemPrize(body, attempt.headers(body));
      attempt.settle(body);
      // The first try went through although its answer was lost: this is that reward, not a new one.
      if (replayed) toast.info(t`You had already redeemed this prize. Here is your reward.`);
      const fresh = { cancelRefetch: false };
      void queryClient.invalidateQueries({ queryKey: prizeKeys.all }, fresh);
      void queryClient.invalidateQueries({ queryKey: rewardKeys.all }, fresh);
      void queryClient.invalidateQueries({ queryKey: historyKeys.all }, fresh);
      // docs/product.md section 4: the points (and the panel's lists) refresh on this event.
      emitAppEvent('on-rewards-updated');
      emitAppEvent('play-sound', 'reward-created');
      void navigate({ to: '/$lang/prizes/reward/$rewardId', params: { lang, rewardId: reward.id } });
    } catch (error) {
      attempt.settle(body, error);
      // Sent, but no answer came back: it may have gone through; a retry with the same key tells.
      const code = error instanceof OfflineError ? 'NoAnswer' : problemCode(error);
      setProblem(code);
      if (code === 'PrizeOutOfStock' || code === 'NotEnoughPoints') {
        void queryClient.invalidateQueries({ queryKey: prizeKeys.detail(prize.id, lang) });
        void queryClient.invalidateQueries({ queryKey: pointsKeys.balance });
      }
    } finally {
      setBusy(false);
    }
  };

  return { redeem, busy, problem };
}
