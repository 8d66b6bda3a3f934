import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { LoadFailedText } from '@/components/ui/load-failed-text';
import { RetryIcon } from '@/components/ui/status-icons';
import styles from './prizes.module.css';

/** A block that failed to load, with Retry (docs/product.md section 8 wording). */
export function LoadError({ onRetry, busy, error }: { onRetry: () => void; busy: boolean; error: unknown }) {
  return (
    <div className={styles.notice} role="alert">
      <LoadFailedText error={error} />
      <Button variant="secondary" size="sm" icon={<RetryIcon size={18} />} onClick={onRetry} loading={busy}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
