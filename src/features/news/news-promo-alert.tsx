// The dashboard's news promo (docs/product.md sections 2 and 9): the newest promoted item, asked for 5 s after
// the dashboard loads and again 5 s after a dismissal; it links to the item and can be dismissed. The last
// known item shows meanwhile and offline.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CloseIcon, NewsIcon } from '@/components/ui/icons';
import { toast } from '@/features/toasts/toast';
import { useAtomValue } from '@/state/jotai';
import { loggedInAtom } from '@/api/queries/user-data';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { dismissPromotedNewsItem, promotedNewsQueryOptions } from './api/promoted-news';
import styles from './news-promo-alert.module.css';

export const NEWS_PROMO_DELAY_MS = 5000;

export function NewsPromoAlert() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const newsEnabled = useAtomValue(settingsAtom)?.newsEnabled ?? false;
  const queryClient = useQueryClient();
  // Each round is one ask, 5 s after the alert appears or after a dismissal.
  const [round, setRound] = useState(0);
  const [askedRound, setAskedRound] = useState<number | null>(null);
  // Gone at once on a dismissal, before the saved answer is updated.
  const [dismissedId, setDismissedId] = useState<number | null>(null);
  const active = loggedIn && newsEnabled;
  const options = promotedNewsQueryOptions(lang);
  // Until the ask, and offline, the last known item shows (saved with the rest of the dashboard).
  const { data: item } = useQuery({ ...options, enabled: active && askedRound === round });

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setAskedRound(round), NEWS_PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, round]);

  if (!active || !item || item.id === dismissedId) return null;

  const dismiss = async () => {
    setDismissedId(item.id);
    queryClient.setQueryData(options.queryKey, null);
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
