import { Plural, Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import type { HistoryEntry as Entry } from '@contract/economy';
import { formatDateTime, formatPoints } from '@/i18n/format';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './history.module.css';
import { SourceIcon } from './source-icon';
import { sourceLabel } from './source-label';

/** One ledger row: + and green for points in (achievement), − and red for points out (redemption). */
export function HistoryEntry({ entry, compact = false }: { entry: Entry; compact?: boolean }) {
  if (entry.type === 'tier_change') return <TierChangeEntry entry={entry} compact={compact} />;
  return <LedgerEntry entry={entry} compact={compact} />;
}

/** A move to another tier: the new tier's name, up or down, and no points. */
function TierChangeEntry({ entry, compact }: { entry: Entry; compact: boolean }) {
  const { i18n } = useLingui();
  const tierName = entry.title;
  return (
    <li className={styles.entry} data-direction="tier" data-compact={compact || undefined}>
      <span className={styles.icon} aria-hidden="true">
        <SourceIcon source={entry.source_type} earned />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          {entry.source_type === 'tier_up' ? <Trans>Moved up to {tierName}</Trans> : <Trans>Moved down to {tierName}</Trans>}
        </p>
        <p className={styles.meta}>
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.locale)}</time>
        </p>
      </div>
    </li>
  );
}

function LedgerEntry({ entry, compact }: { entry: Entry; compact: boolean }) {
  const { i18n } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const earned = entry.type === 'achievement';
  const label = sourceLabel(entry.source_type);
  const shown = `${earned ? '+' : '\u2212'}${formatPoints(entry.points)}`;
  return (
    <li className={styles.entry} data-direction={earned ? 'in' : 'out'} data-compact={compact || undefined}>
      <span className={styles.icon} aria-hidden="true">
        <SourceIcon source={entry.source_type} earned={earned} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          {entry.reward_id !== null && !compact ? (
            <Link to="/$lang/prizes/reward/$rewardId" params={{ lang, rewardId: entry.reward_id }}>
              {entry.title}
            </Link>
          ) : (
            entry.title
          )}
        </p>
        <p className={styles.meta}>
          {label ? <span className={styles.source}>{i18n._(label)}</span> : null}
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.locale)}</time>
        </p>
      </div>
      <p className={styles.points}>
        <span aria-hidden="true">{shown}</span>
        <span className="visually-hidden">
          {earned ? (
            <Plural value={entry.points} one="# point in" other="# points in" />
          ) : (
            <Plural value={entry.points} one="# point out" other="# points out" />
          )}
        </span>
      </p>
    </li>
  );
}
