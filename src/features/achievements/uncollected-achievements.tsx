// The dashboard's list of achievements waiting to be collected (docs/product.md section 2), each with a
// collect button; nothing at all when there are none.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, OfflineError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { StarIcon, TrophyIcon } from '@/components/ui/icons';
import { pendingIds, usePendingActions } from '@/features/offline/use-pending-actions';
import { toast } from '@/features/toasts/toast';
import { imageSrcSet, imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { achievementKeys, notCollectedAchievementsQueryOptions } from './api/get-not-collected-achievements';
import styles from './uncollected-achievements.module.css';
import { useCollect } from './use-collect';
import { errorMessage } from '@/lib/error-messages';
import type { Achievement } from '@contract/challenges';
import { AchievementPrize, prizeImage, usePrize } from './achievement-prize';
import { useAppEvents } from '@/lib/app-events';
import { PointsFlightHost } from './points-flight';

/** Other parts of the app announce these when achievements may have appeared or gone. */
const REFRESH_EVENTS = ['challenge-completed', 'achievement-collected'] as const;

export function UncollectedAchievements() {
  const lang = useAtomValue(currentLanguageAtom);
  const queryClient = useQueryClient();
  const query = useQuery(notCollectedAchievementsQueryOptions(lang));
  const { collect, collecting } = useCollect();
  const actions = usePendingActions();

  useEffect(() => {
    // Without a connection the offline banner says so already.
    if (!query.error || query.error instanceof OfflineError) return;
    toast.error(errorMessage(query.error instanceof ApiError ? query.error.errorCode : 'UnknownError'));
  }, [query.error]);

  useAppEvents(REFRESH_EVENTS, () => void queryClient.invalidateQueries({ queryKey: achievementKeys.all }));

  // Collected offline: the points are on their way, so the achievement no longer waits here.
  const collectedOffline = pendingIds(actions, 'collectUserAchievement', 'achievement_id');
  const list = (query.data ?? []).filter((a) => !collectedOffline.has(a.id));
  // The host stays while the last achievement's points are still flying.
  if (list.length === 0) return [<PointsFlightHost key="flight" />];
  const total = list.reduce((sum, a) => sum + Math.max(0, a.points), 0);

  return [
    <PointsFlightHost key="flight" />,
    <section key="list" className={styles.section} aria-labelledby="achievements-title">
      <div className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <TrophyIcon size={22} />
        </span>
        <div className={styles.headText}>
          <h2 id="achievements-title" className={styles.title}>
            <Trans>Ready to collect</Trans>
          </h2>
          <p className={styles.subtitle}>
            <Plural value={list.length} one="You have # achievement waiting." other="You have # achievements waiting." />
          </p>
        </div>
        {list.length > 1 ? (
          <Button size="sm" onClick={(event) => void collect(list, event.currentTarget)} loading={list.every((a) => collecting.has(a.id))} className={styles.collectAll}>
            <Trans>Collect all ({total})</Trans>
          </Button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {list.map((achievement) => (
          <AchievementRow key={achievement.id} achievement={achievement} collecting={collecting.has(achievement.id)} onCollect={(from) => void collect([achievement], from)} />
        ))}
      </ul>
    </section>,
  ];
}

interface RowProps {
  achievement: Achievement;
  collecting: boolean;
  onCollect: (from: Element) => void;
}

/** One achievement: its picture (or the prize's), title, text, the prize won or the points, Collect. */
function AchievementRow({ achievement, collecting, onCollect }: RowProps) {
  const { t } = useLingui();
  const prize = usePrize(achievement.prize_id);
  const picture = achievement.image_id !== null ? imageUrl(achievement.image_id, 160, 160) : prizeImage(prize);
  const srcSet = achievement.image_id !== null ? imageSrcSet(achievement.image_id, [100, 100], [160, 160]) : undefined;
  return (
    <li className={styles.item}>
      {picture ? (
        <img className={styles.image} src={picture} srcSet={srcSet} sizes="64px" alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true">
          <StarIcon size={28} />
        </span>
      )}
      <div className={styles.text}>
        <h3 className={styles.name}>{achievement.title}</h3>
        {achievement.text ? <p className={styles.description}>{achievement.text}</p> : null}
        {prize ? <AchievementPrize prize={prize} /> : null}
      </div>
      <div className={styles.side}>
        {achievement.points > 0 ? (
          <span className={styles.points}>
            <Plural value={achievement.points} one="+# point" other="+# points" />
          </span>
        ) : null}
        <Button size="sm" variant="primary" onClick={(event) => onCollect(event.currentTarget)} loading={collecting} aria-label={t`Collect ${achievement.title}`}>
          <Trans>Collect</Trans>
        </Button>
      </div>
    </li>
  );
}
