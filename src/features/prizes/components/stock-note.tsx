import { Trans } from '@lingui/react/macro';
import { BoxIcon } from '@/components/ui/icons';
import { formatNumber } from '@/i18n/format';
import styles from './stock-note.module.css';

/** Few left shows as a warning; unlimited stock (null) shows nothing. */
export const LOW_STOCK = 5;

export function StockNote({ itemsLeft, className }: { itemsLeft: number | null; className?: string }) {
  if (itemsLeft === null) return null;
  const count = formatNumber(itemsLeft);
  const tone = itemsLeft <= 0 ? 'out' : itemsLeft <= LOW_STOCK ? 'low' : 'plenty';
  return (
    <span className={[styles.note, styles[tone], className].filter(Boolean).join(' ')}>
      <BoxIcon size={14} />
      {itemsLeft <= 0 ? <Trans>Out of stock</Trans> : itemsLeft <= LOW_STOCK ? <Trans>Only {count} left</Trans> : <Trans>{count} left</Trans>}
    </span>
  );
}
