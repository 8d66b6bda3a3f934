// news: every published item, newest first, with unread marks for signed-in readers and a
// show-more button for the next page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailedText } from '@/components/ui/load-failed-text';
import { NewsIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { useFocusNewItem } from '@/lib/use-focus-new-item';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { newsInfiniteQueryOptions } from './api/get-news';
import { NewsCard } from './news-card';
import styles from './news.module.css';

export function NewsScreen() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const news = useInfiniteQuery(newsInfiniteQueryOptions(lang, loggedIn));
  const items = news.data?.pages.flatMap((chunk) => chunk.list) ?? [];
  const gridRef = useRef<HTMLElement>(null);
  // Each card's title is its link: the first new one takes focus after Show more.
  const beforeShowingMore = useFocusNewItem(gridRef, 'article h2 a', items.length);

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <h1 className={page.titleFluid} id="news-title">
          <Trans>News</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>What is new in the programme: stories, offers and events.</Trans>
        </p>
      </header>

      {news.isPending ? (
        <div className={styles.grid} role="status" aria-label={t`Loading news`}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.skeleton} data-featured={i === 0 || undefined} aria-hidden="true" />
          ))}
        </div>
      ) : news.isError && items.length === 0 ? (
        <div className={page.noticeRaised} role="alert">
          <LoadFailedText error={news.error} titleClassName={page.noticeTitle} />
          <Button variant="secondary" size="sm" onClick={() => void news.refetch()} loading={news.isFetching}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={page.noticeRaised}>
          <span className={page.noticeIcon} aria-hidden="true">
            <NewsIcon size={32} />
          </span>
          <p className={page.noticeTitle}>
            <Trans>No news yet</Trans>
          </p>
          <p>
            <Trans>Come back soon: stories and offers will appear here.</Trans>
          </p>
        </div>
      ) : (
        <>
          <section ref={gridRef} className={styles.grid} aria-labelledby="news-title">
            {items.map((item, i) => (
              <NewsCard key={item.id} item={item} lang={lang} featured={i === 0} />
            ))}
          </section>
          <div className={styles.more}>
            {news.isFetchNextPageError ? (
              <div role="alert" className={styles.moreError}>
                <p>
                  <Trans>Oops something went wrong!</Trans>
                </p>
                <Button variant="secondary" size="sm" onClick={() => void news.fetchNextPage()} loading={news.isFetchingNextPage}>
                  <Trans>Retry</Trans>
                </Button>
              </div>
            ) : news.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => {
                  beforeShowingMore();
                  void news.fetchNextPage();
                }}
                loading={news.isFetchingNextPage}
              >
                <Trans>Show more</Trans>
              </Button>
            ) : items.length > 3 ? (
              <p className={styles.end}>
                <Trans>You are all caught up.</Trans>
              </p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
