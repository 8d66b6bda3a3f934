import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button';
import { useContentTitle } from '@/lib/use-content-title';
import styles from './status-page.module.css';

export function NotFoundPage() {
  const { t } = useLingui();
  // Whichever route shows it (an operator's page address that has no page, too), the tab says so.
  useContentTitle(t`Page not found`);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className={buttonClassName({ variant: 'primary' })}>
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  );
}
