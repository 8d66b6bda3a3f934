import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PrizeCategory } from '@contract/economy';
import { GiftIcon } from '@/components/ui/icons';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './category-tiles.module.css';

/** The catalog's categories, each opening prizes-list?categoryId=, plus one tile for every prize. */
export function CategoryTiles({ categories, total }: { categories: PrizeCategory[]; total: number }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <ul className={styles.tiles} aria-label={t`Prize categories`}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to="/$lang/prizes-list" params={{ lang }} search={{ categoryId: String(category.id) }} className={styles.tile}>
            {category.image_id ? (
              <img src={imageUrl(category.image_id, 600, 400)} alt="" width={600} height={400} loading="lazy" decoding="async" className={styles.image} />
            ) : (
              <span className={styles.image} aria-hidden="true" />
            )}
            <span className={styles.text}>
              <span className={styles.name}>{category.name}</span>
              <span className={styles.count}>
                <Plural value={category.prizes_count} one="# prize" other="# prizes" />
              </span>
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link to="/$lang/prizes-list" params={{ lang }} className={`${styles.tile} ${styles.all}`}>
          <span className={styles.allIcon} aria-hidden="true">
            <GiftIcon size={28} />
          </span>
          <span className={styles.text}>
            <span className={styles.name}>
              <Trans>All prizes</Trans>
            </span>
            <span className={styles.count}>
              <Plural value={total} one="# prize" other="# prizes" />
            </span>
          </span>
        </Link>
      </li>
    </ul>
  );
}
