// The widgets load on demand (the dashboard's first screen does not need them), and early with the
// member's first action there (dashboard-screen.tsx), so opening a card rarely waits.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

const loadWidgets = () => import('./challenge-widget');

const Widget = lazy(() => loadWidgets().then((mod) => ({ default: mod.ChallengeWidget })));

export function preloadWidgets() {
  void loadWidgets().catch(() => {});
}

export function LazyWidget(props: WidgetProps) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner size="md" label={t`Loading`} />
        </div>
      }
    >
      <Widget {...props} />
    </Suspense>
  );
}
