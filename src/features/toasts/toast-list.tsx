// The toasts themselves, with their motion (framer-motion): loaded when the first toast comes, so a visit
// that never shows one never downloads it. The live region they appear in is toast-host.tsx's.
import { useLingui } from '@lingui/react/macro';
import { AnimatePresence, m, MotionScope, useMotionFeaturesLoaded, useReducedMotion } from '@/lib/motion/motion';
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

/** A toast drops in from above and the others make room for it; a dismissed one fades as the rest close up. */
const TOAST_MOTION = {
  layout: true,
  initial: { opacity: 0, y: -16, scale: 0.96 },
  animate: { opacity: 1, y: 0, scale: 1 },
  exit: { opacity: 0, scale: 0.96, transition: { duration: 0.15 } },
  transition: { type: 'spring', stiffness: 520, damping: 32 },
} as const;
/** With reduced motion a toast only fades, from its place (the first frame already has it there). */
const TOAST_FADE = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 }, transition: { duration: 0.15 } } as const;

function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICONS[kind]} />
      </svg>
    </span>
  );
}

/** The toasts in the live region, each coming and going with motion. */
export function ToastList() {
  const { t } = useLingui();
  const list = useAtomValue(toastsAtom, { store: appStore });
  const kindLabel: Record<ToastKind, string> = { success: t`Success`, info: t`Information`, warn: t`Warning`, error: t`Error` };
  const chosen = useReducedMotion() ? TOAST_FADE : TOAST_MOTION;
  // A toast that comes before the animation features (features-on-demand.ts) is simply there.
  const moves = useMotionFeaturesLoaded();
  const motion = moves ? chosen : { ...chosen, initial: false as const };
  return (
    <MotionScope>
      {/* It mounts with the first toast, which comes in like the rest. */}
      <AnimatePresence>
        {list.map((item) =>
          item.action ? (
            // A button cannot hold buttons: a toast with an action is a box with two of them.
            <m.div key={item.id} className={`${styles.toast} ${styles[item.kind]}`} {...motion}>
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
            </m.div>
          ) : (
            <m.button
              key={item.id}
              {...motion}
              type="button"
              className={`${styles.toast} ${styles[item.kind]}`}
              onClick={() => dismissToast(item.id)}
              title={t`Dismiss`}
            >
              <ToastIcon kind={item.kind} />
              <span className="visually-hidden">{kindLabel[item.kind]}: </span>
              <span className={styles.text}>{item.text}</span>
            </m.button>
          ),
        )}
      </AnimatePresence>
    </MotionScope>
  );
}
