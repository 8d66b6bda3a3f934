// prizes/{prizeId}: one prize, its favourite heart and the redeem action.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '@/api/client';
import type { Prize } from '@contract/economy';
import { BackLink } from '@/components/ui/back-link';
import page from '@/components/ui/page.module.css';
import { Spinner } from '@/components/ui/spinner';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { prizeCategoriesQueryOptions } from './api/get-prize-categories';
import { prizeQueryOptions } from '@/api/queries/prizes';
import { toListItem } from './api/toggle-favourite';
import { FavouriteButton } from './components/favourite-button';
import { LoadError } from './components/load-error';
import { PointsLabel } from './components/points-label';
import styles from './components/prize-screen.module.css';
import pageStyles from './components/prizes.module.css';
import { RedeemPanel } from './components/redeem-panel';
import { StockNote } from './components/stock-note';

export interface PrizeScreenProps {
  prizeId: number;
  /** Opened from a category view: the back link returns there. */
  categoryId: number | null;
  points: number | undefined;
}

export function PrizeScreen({ prizeId, categoryId, points }: PrizeScreenProps) {
  const lang = useAtomValue(currentLanguageAtom);
  const prize = useQuery(prizeQueryOptions(prizeId, lang));
  return (
    <div className={`${page.page} ${pageStyles.page}`}>
      <BackToPrizes categoryId={categoryId} />
      {prize.isPending ? (
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      ) : prize.isError ? (
        prize.error instanceof ApiError && prize.error.status === 404 ? (
          <div className={pageStyles.notice} role="alert">
            <p className={pageStyles.noticeTitle}>
              <Trans>This prize is no longer available</Trans>
            </p>
            <Link to="/$lang/prizes" params={{ lang }}>
              <Trans>See other prizes</Trans>
            </Link>
          </div>
        ) : (
          <LoadError onRetry={() => void prize.refetch()} busy={prize.isFetching} error={prize.error} />
        )
      ) : (
        <PrizeDetail prize={prize.data} points={points} />
      )}
    </div>
  );
}

function BackToPrizes({ categoryId }: { categoryId: number | null }) {
  const lang = useAtomValue(currentLanguageAtom);
  const categories = useQuery({ ...prizeCategoriesQueryOptions(lang), enabled: categoryId !== null });
  const category = categories.data?.find((c) => c.id === categoryId);
  if (categoryId !== null) {
    return (
      <BackLink to="/$lang/prizes-list" params={{ lang }} search={{ categoryId: String(categoryId) }} className={pageStyles.back}>
        {category?.name ?? <Trans>Back to the category</Trans>}
      </BackLink>
    );
  }
  return (
    <BackLink to="/$lang/prizes" params={{ lang }} className={pageStyles.back}>
      <Trans>Prizes</Trans>
    </BackLink>
  );
}

function PrizeDetail({ prize, points }: { prize: Prize; points: number | undefined }) {
  const { t } = useLingui();
  const days = prize.valid_days;
  return (
    <article className={styles.detail} aria-labelledby="prize-title">
      <div className={styles.media}>
        {prize.image_id ? (
          <img src={imageUrl(prize.image_id, 600, 400)} alt="" width={600} height={400} className={styles.image} />
        ) : (
          <span className={styles.image} aria-hidden="true" />
        )}
        {prize.tags.includes('new') ? (
          <span className={styles.newTag}>
            <Trans>New</Trans>
          </span>
        ) : null}
      </div>
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 id="prize-title" className={styles.title}>
            {prize.name}
          </h1>
          <FavouriteButton prize={toListItem(prize)} look="plain" />
        </div>
        {prize.redeemable ? (
          <div className={styles.facts}>
            <span className={styles.value}>
              <span className="visually-hidden">{t`Price:`} </span>
              <PointsLabel value={prize.value} />
            </span>
            <StockNote itemsLeft={prize.items_left} className={styles.stock} />
          </div>
        ) : null}
        {prize.description ? (
          <div
            className={styles.description}
            // Sanitised by the server (getPrize answers clean HTML).
            dangerouslySetInnerHTML={{ __html: prize.description }}
          />
        ) : null}
        {prize.redeemable && days > 0 ? (
          <p className={styles.validity}>
            <Plural
              value={days}
              one="After redeeming you get a code that is valid for # day."
              other="After redeeming you get a code that is valid for # days."
            />
          </p>
        ) : null}
        <RedeemPanel prize={prize} points={points} />
      </div>
    </article>
  );
}
