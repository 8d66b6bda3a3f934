import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { NewsListItem } from '@contract/community';
import { NewsIcon } from '@/components/ui/icons';
import { formatDate } from '@/i18n/format';
import { imageUrl } from '@/lib/image-url';
import styles from './news.module.css';

/** One item of the news list; the whole card is its link. */
export function NewsCard({ item, lang, featured = false }: { item: NewsListItem; lang: string; featured?: boolean }) {
  const unread = item.is_read === false;
  return (
    <article className={styles.card} data-featured={featured || undefined} data-unread={unread || undefined}>
      <div className={styles.media}>
        {item.image_id ? (
          <img
            src={imageUrl(item.image_id, 600, 400)}
            alt=""
            width={600}
            height={400}
            loading={featured ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <NewsIcon size={40} />
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          {unread ? (
            <span className={styles.unread}>
              <span className={styles.dot} aria-hidden="true" />
              <Trans>New</Trans>
            </span>
          ) : null}
          <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        </p>
        <h2 className={styles.cardTitle}>
          <Link to="/$lang/news/$id" params={{ lang, id: item.id }} className={styles.cardLink}>
            {item.title}
          </Link>
        </h2>
        {item.intro ? <p className={styles.intro}>{item.intro}</p> : null}
      </div>
    </article>
  );
}
