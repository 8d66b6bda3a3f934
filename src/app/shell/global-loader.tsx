import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAtomValue } from '@/state/jotai';
import { loaderContentAtom } from '@/state/ui';
import styles from './global-loader.module.css';
import { textOr } from './shell-text';

/** The full-screen loader of docs/product.md section 2: hidden, default, initial (with a text) or error. */
export function GlobalLoader() {
  useLingui();
  const content = useAtomValue(loaderContentAtom);
  const reloadRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (content === 'error') reloadRef.current?.focus();
  }, [content]);

  if (content === 'hidden') return null;

  if (content === 'error') {
    return (
      <div
        className={styles.overlay}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="loader-error-title"
        aria-describedby="loader-error-text"
      >
        <div className={styles.panel}>
          <h2 id="loader-error-title" className={styles.title}>
            {textOr(msg`Something went wrong`, 'Something went wrong')}
          </h2>
          <p id="loader-error-text" className={styles.text}>
            {textOr(
              msg`We could not finish that. Please try again in a moment.`,
              'We could not finish that. Please try again in a moment.',
            )}
          </p>
          <Button ref={reloadRef} onClick={() => window.location.reload()}>
            {textOr(msg`Reload`, 'Reload')}
          </Button>
        </div>
      </div>
    );
  }

  const label = textOr(msg`Loading`, 'Loading');
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <div className={styles.busy}>
        <Spinner size="lg" />
        {content === 'initial' ? (
          <p className={styles.text}>{textOr(msg`Setting up your account…`, 'Setting up your account…')}</p>
        ) : (
          <span className="visually-hidden">{label}</span>
        )}
      </div>
    </div>
  );
}
