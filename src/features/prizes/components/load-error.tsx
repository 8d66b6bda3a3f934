import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { RetryIcon } from '@/components/ui/icons';
import styles from './prizes.module.css';

/** A block that failed to load, with Retry (SPEC.md section 8 wording). */
export function LoadError({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <div className={styles.notice} role="alert">
      <p>
        <Trans>Oops something went wrong!</Trans>
      </p>
      <Button variant="secondary" size="sm" icon={<RetryIcon size={18} />} onClick={onRetry} loading={busy}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
