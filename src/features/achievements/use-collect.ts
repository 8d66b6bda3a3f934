// Collecting achievements: the points move on the server, then the app hears about it
// (docs/product.md section 4, Points refresh) and the sound plays.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Achievement } from '@contract/challenges';
import { toast } from '@/features/toasts/toast';
import { emitAppEvent } from '@/lib/app-events';
import { errorText } from '@/lib/error-messages';
import { collectAchievement } from '@/features/offline/collect-achievement';
import { isBrowserOffline } from '@/features/offline/browser-offline';
import { achievementKeys } from './api/get-not-collected-achievements';
import { flyPoints } from './points-flight';

const announce = () => {
  emitAppEvent('achievement-collected');
  emitAppEvent('play-sound', 'achievement-collected');
};

export function useCollect() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [collecting, setCollecting] = useState<ReadonlySet<number>>(new Set());

  const forget = (ids: number[]) =>
    queryClient.setQueriesData<Achievement[]>({ queryKey: achievementKeys.all }, (list) => list?.filter((a) => !ids.includes(a.id)));

  /** `from`: the control pressed, where the points set off for the balance. */
  const collect = async (achievements: Achievement[], from?: Element | null) => {
    const origin = from?.getBoundingClientRect() ?? null;
    const ids = achievements.map((a) => a.id);
    setCollecting((set) => new Set([...set, ...ids]));
    let points = 0;
    let queued = false;
    const done: number[] = [];
    try {
      for (const achievement of achievements) {
        const result = await collectAchievement(achievement.id, achievement.prize_id ? 0 : achievement.points);
        done.push(achievement.id);
        if ('queued' in result) queued = true;
        else if (!result.already_collected) points += result.points;
      }
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setCollecting((set) => new Set([...set].filter((id) => !ids.includes(id))));
    }
    if (done.length > 0) {
      forget(done);
      announce();
      flyPoints(origin, points);
      if (points > 0) toast.success(plural(points, { one: '+# point collected!', other: '+# points collected!' }));
      if (queued) {
        toast.info(
          isBrowserOffline()
            ? t`You are offline: the points will be added when you are back online.`
            : t`The network is not answering: the points will be added once it answers.`,
        );
      }
    }
  };

  return { collect, collecting };
}
