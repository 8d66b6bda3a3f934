import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PrizeListItem } from '@contract/economy';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { FavouriteButton } from './favourite-button';
import styles from './prize-card.module.css';
import { PointsLabel } from './points-label';
import { StockNote } from './stock-note';

interface Props {
  prize: PrizeListItem;
  /** Set in the category view: the prize page links back to that category. */
  categoryId?: number;
  /** The user's balance, when known: prizes within reach are marked. */
  balance?: number;
  headingLevel?: 'h2' | 'h3';
}

/** A prize in a grid: image, name, value, stock and the favourite heart. The whole card opens the prize. */
export function PrizeCard({ prize, categoryId, balance, headingLevel: Heading = 'h3' }: Props) {
  const lang = useAtomValue(currentLanguageAtom);
  const soldOut = prize.items_left !== null && prize.items_left <= 0;
  const affordable = balance !== undefined && !soldOut && balance >= prize.value;
  return (
    <article className={styles.card} data-sold-out={soldOut || undefined}>
      <div className={styles.media}>
        {prize.image_id ? (
          <img src={imageUrl(prize.image_id, 600, 400)} alt="" width={600} height={400} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        {prize.prize_tags.includes('new') ? (
          <span className={styles.newTag}>
            <Trans>New</Trans>
          </span>
        ) : null}
        <FavouriteButton prize={prize} className={styles.heart} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link
            to="/$lang/prizes/$prizeId"
            params={{ lang, prizeId: prize.id }}
            search={categoryId ? { categoryId: String(categoryId) } : {}}
            className={styles.link}
          >
            {prize.prize_name}
          </Link>
        </Heading>
        <div className={styles.meta}>
          <span className={styles.value} data-affordable={affordable || undefined}>
            <PointsLabel value={prize.value} />
          </span>
          <StockNote itemsLeft={prize.items_left} />
        </div>
      </div>
    </article>
  );
}
