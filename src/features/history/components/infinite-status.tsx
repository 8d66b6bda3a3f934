// The end of the history list (SPEC.md section 8): loading, waiting for the sentinel, 'No more
// results!', or 'Oops something went wrong!' with Retry.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import styles from './history.module.css';
import { useInfiniteSentinel } from './use-infinite-sentinel';

export type InfiniteState = 'loading' | 'loaded' | 'complete' | 'error';

interface Props {
  state: InfiniteState;
  onLoadMore: () => void;
  onRetry: () => void;
}

export function InfiniteStatus({ state, onLoadMore, onRetry }: Props) {
  const { t } = useLingui();
  const sentinel = useInfiniteSentinel(state === 'loaded', onLoadMore);
  return (
    <div className={styles.status} data-state={state}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {state === 'loading' ? <Spinner size="md" label={t`Loading more history`} /> : null}
      {state === 'complete' ? (
        <p className={styles.statusText}>
          <Trans>No more results!</Trans>
        </p>
      ) : null}
      {state === 'error' ? (
        <div className={styles.statusError} role="alert">
          <p>
            <Trans>Oops something went wrong!</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
