import { useLingui } from '@lingui/react/macro';
import type { Reward } from '@contract/economy';
import { popups } from '@/features/popups/popups';
import { toast } from '@/features/toasts/toast';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { useMarkRewardUsed } from '../api/mark-reward-used';

/** Mark as used, after a confirmation: a used code cannot be shown at a till again. */
export function useMarkUsed(reward: Reward) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const mutation = useMarkRewardUsed(lang);
  const markUsed = async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      toast.warn(t`Marking a reward as used needs an internet connection.`);
      return;
    }
    const name = reward.name;
    const confirmed = await popups.confirm({
      title: t`Mark “${name}” as used?`,
      text: t`Do this after the code has been accepted. The reward then leaves your active rewards.`,
      yesLabel: t`Mark as used`,
      buttonClass: 'danger',
    });
    if (!confirmed) return;
    mutation.mutate(reward.id, {
      onSuccess: () => toast.success(t`The reward is marked as used.`),
      onError: () => toast.error(t`The reward could not be marked as used. Please try again.`),
    });
  };
  return { markUsed, busy: mutation.isPending };
}
