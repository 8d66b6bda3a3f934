// The right panel's short history (3 entries) on routes that are neither prizes nor history.
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { historyPreviewQueryOptions } from '@/api/queries/history';
import { useHistoryRefresh } from './api/use-history-refresh';
import { HistoryEntry } from './components/history-entry';
import styles from './components/history.module.css';

export function HistoryBlock() {
  const lang = useAtomValue(currentLanguageAtom);
  const preview = useQuery(historyPreviewQueryOptions(lang));
  useHistoryRefresh();
  return (
    <section className={page.panelBlock} aria-labelledby="history-block-title">
      <div className={page.panelHead}>
        <h2 id="history-block-title" className={styles.blockTitle}>
          <Trans>Recent activity</Trans>
        </h2>
        <Link to="/$lang/history" params={{ lang }} className={page.panelLink}>
          <Trans>See all</Trans>
        </Link>
      </div>
      {preview.isPending ? (
        <div className={`${page.panelSkeleton} ${styles.blockSkeleton}`} aria-hidden="true" />
      ) : preview.isError ? (
        <p className={page.panelEmpty}>
          <Trans>Oops something went wrong!</Trans>
        </p>
      ) : preview.data.length === 0 ? (
        <p className={page.panelEmpty}>
          <Trans>No items</Trans>
        </p>
      ) : (
        <ul className={page.list}>
          {preview.data.map((entry) => (
            <HistoryEntry key={`${entry.type}-${entry.id}`} entry={entry} compact />
          ))}
        </ul>
      )}
    </section>
  );
}
