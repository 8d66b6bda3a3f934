// news/{id}: one article. Opening it marks it read, so its unread dot and the badges update.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '@/api/client';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { NewsIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { formatDate } from '@/i18n/format';
import { imageUrl } from '@/lib/image-url';
import { useContentTitle } from '@/lib/use-content-title';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { markReadInLists } from './api/get-news';
import { newsItemQueryOptions } from './api/get-news-item';
import { refreshUnreadNewsCount } from './api/unread-count';
import styles from './news-item.module.css';

function BackToNews({ lang }: { lang: string }) {
  return (
    <BackLink to="/$lang/news" params={{ lang }}>
      <Trans>All news</Trans>
    </BackLink>
  );
}

export function NewsItemScreen({ id }: { id: number }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const client = useQueryClient();
  const item = useQuery(newsItemQueryOptions(id, lang));
  useContentTitle(item.data?.title);
  const loaded = item.isSuccess;

  useEffect(() => {
    if (!loaded) return;
    markReadInLists(client, id);
    if (loggedIn) void refreshUnreadNewsCount(client);
  }, [loaded, id, loggedIn, client]);

  if (item.isPending) {
    return (
      <div className={`${page.page} ${styles.page}`}>
        <BackToNews lang={lang} />
        <div className={styles.skeleton} role="status" aria-label={t`Loading`}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonTitle} />
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={styles.skeletonLine} />
          ))}
        </div>
      </div>
    );
  }

  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <div className={`${page.page} ${styles.page}`}>
        <BackToNews lang={lang} />
        <div className={page.noticeRaised} role="alert">
          <span className={page.noticeIcon} aria-hidden="true">
            <NewsIcon size={32} />
          </span>
          {missing ? (
            <>
              <h1 className={styles.noticeTitle}>
                <Trans>This news item does not exist</Trans>
              </h1>
              <p>
                <Trans>It may have been removed. See the latest news instead.</Trans>
              </p>
              <Link to="/$lang/news" params={{ lang }} className={buttonClassName({ variant: 'primary' })}>
                <Trans>All news</Trans>
              </Link>
            </>
          ) : (
            <>
              <h1 className={styles.noticeTitle}>
                <Trans>This news item could not be loaded</Trans>
              </h1>
              <Button variant="secondary" onClick={() => void item.refetch()} loading={item.isFetching}>
                <Trans>Try again</Trans>
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }

  const news = item.data;
  return (
    <div className={`${page.page} ${styles.page}`}>
      <BackToNews lang={lang} />
      <article className={styles.article} aria-labelledby="news-item-title">
        {news.image_id ? (
          <img className={styles.hero} src={imageUrl(news.image_id, 1200, 500)} alt="" width={1200} height={500} />
        ) : null}
        <div className={styles.content}>
          <p className={styles.date}>
            <time dateTime={news.published_at}>{formatDate(news.published_at, undefined, { dateStyle: 'long' })}</time>
          </p>
          <h1 id="news-item-title" className={styles.title}>
            {news.title}
          </h1>
          {news.intro ? <p className={styles.intro}>{news.intro}</p> : null}
          <div
            className={styles.body}
            // Sanitised by the server (getNewsItem answers clean HTML).
            dangerouslySetInnerHTML={{ __html: news.body }}
          />
        </div>
      </article>
    </div>
  );
}
