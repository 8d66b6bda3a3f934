import { Trans } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import styles from './status-page.module.css';

/** A page part that failed: retry the route, or reload the whole app. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  useEffect(() => {
    console.error(error);
  }, [error]);

  function retry() {
    reset();
    void router.invalidate();
  }

  return (
    <section className={styles.page} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>This page could not be shown. Please try again.</Trans>
      </p>
      <div className={styles.actions}>
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="ghost" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    </section>
  );
}
