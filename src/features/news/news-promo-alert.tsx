// The dashboard's news promo (docs/product.md sections 2 and 9): the newest promoted item, asked for 5 s after
// the dashboard loads and again 5 s after a dismissal; it links to the item and can be dismissed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PromotedNewsItem } from '@contract/community';
import { CloseIcon, NewsIcon } from '@/components/ui/icons';
import { toast } from '@/features/toasts/toast';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { dismissPromotedNewsItem, getPromotedNewsItem } from './api/promoted-news';
import styles from './news-promo-alert.module.css';

export const NEWS_PROMO_DELAY_MS = 5000;

export function NewsPromoAlert() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const newsEnabled = useAtomValue(settingsAtom)?.newsEnabled ?? false;
  const [item, setItem] = useState<PromotedNewsItem | null>(null);
  // Each round is one ask, 5 s after the alert appears or after a dismissal.
  const [round, setRound] = useState(0);
  const active = loggedIn && newsEnabled;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      getPromotedNewsItem()
        .then((answer) => {
          if (!cancelled) setItem(answer ?? null);
        })
        .catch((error: unknown) => console.warn('Could not load the promoted news item', error));
    }, NEWS_PROMO_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, round]);

  if (!active || !item) return null;

  const dismiss = async () => {
    setItem(null);
    try {
      await dismissPromotedNewsItem(item.id);
    } catch (error) {
      console.warn('Could not dismiss the promoted news item', error);
      toast.error(t`The news could not be hidden. Please try again.`);
    }
    setRound((n) => n + 1);
  };

  const titleId = `news-promo-${item.id}`;
  return (
    <aside className={styles.alert} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <NewsIcon size={22} />
      </span>
      <div className={styles.body}>
        <p className={styles.eyebrow}>
          <Trans>News</Trans>
        </p>
        <h2 id={titleId} className={styles.title}>
          <Link to="/$lang/news/$id" params={{ lang, id: item.id }} className={styles.link}>
            {item.title}
          </Link>
        </h2>
        {item.intro ? <p className={styles.intro}>{item.intro}</p> : null}
        <span className={styles.more} aria-hidden="true">
          <Trans>Read more</Trans>
        </span>
      </div>
      <button type="button" className={styles.dismiss} onClick={() => void dismiss()} aria-label={t`Hide this news`}>
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
