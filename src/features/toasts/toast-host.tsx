import { useLingui } from '@lingui/react/macro';
import { createPortal } from 'react-dom';
import { ABOVE_MODALS } from '@/lib/inert-background';
import { useHydrated } from '@/lib/use-hydrated';
import { appStore, useAtomValue } from '@/state/jotai';
import { dismissToast } from './toast';
import styles from './toast-host.module.css';
import { toastsAtom, type ToastKind } from './toast-store';

const ICONS: Record<ToastKind, string> = {
  success: 'M20 6 9 17l-5-5',
  info: 'M12 17v-6m0-4h.01',
  warn: 'M12 7v6m0 4h.01',
  error: 'M16 8 8 16M8 8l8 8',
};

function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICONS[kind]} />
      </svg>
    </span>
  );
}

/** The live region toasts appear in; mounted once by the app, on <body> so it stays live while a modal makes the page inert. */
export function ToastHost() {
  const { t } = useLingui();
  const list = useAtomValue(toastsAtom, { store: appStore });
  const kindLabel: Record<ToastKind, string> = { success: t`Success`, info: t`Information`, warn: t`Warning`, error: t`Error` };
  if (!useHydrated()) return null;
  return createPortal(
    <div className={styles.region} role="status" aria-live="polite" aria-relevant="additions" {...{ [ABOVE_MODALS]: '' }}>
      {list.map((item) =>
        item.action ? (
          // A button cannot hold buttons: a toast with an action is a box with two of them.
          <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`}>
            <ToastIcon kind={item.kind} />
            <span className="visually-hidden">{kindLabel[item.kind]}: </span>
            <span className={styles.text}>{item.text}</span>
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                dismissToast(item.id);
                item.action?.run();
              }}
            >
              {item.action.label}
            </button>
            <button type="button" className={styles.dismiss} onClick={() => dismissToast(item.id)} aria-label={t`Dismiss`} title={t`Dismiss`}>
              <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
                <path d="M17 7 7 17M7 7l10 10" />
              </svg>
            </button>
          </div>
        ) : (
          <button
            key={item.id}
            type="button"
            className={`${styles.toast} ${styles[item.kind]}`}
            onClick={() => dismissToast(item.id)}
            title={t`Dismiss`}
          >
            <ToastIcon kind={item.kind} />
            <span className="visually-hidden">{kindLabel[item.kind]}: </span>
            <span className={styles.text}>{item.text}</span>
          </button>
        ),
      )}
    </div>,
    document.body,
  );
}
