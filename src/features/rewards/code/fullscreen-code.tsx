// Full-screen, high-contrast code for a till's scanner: white page, black code, as big as the
// screen allows; the screen stays awake (where the browser allows) until it is closed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Reward } from '@/api/contract/economy';
import { CloseIcon } from '@/components/ui/icons';
import { SunIcon } from '../components/reward-icons';
import styles from './fullscreen-code.module.css';
import { RewardCode } from './reward-code';
import { useWakeLock } from './use-wake-lock';

interface Props {
  reward: Reward;
  onClose: () => void;
}

export function FullscreenCode({ reward, onClose }: Props) {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const latestClose = useRef(onClose);
  useWakeLock(true);

  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const element = root.current!;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Real full screen hides the browser's bars where it is offered; leaving it closes the view.
    let entered = false;
    if (element.requestFullscreen && !document.fullscreenElement) {
      element
        .requestFullscreen({ navigationUI: 'hide' })
        .then(() => {
          entered = true;
        })
        .catch(() => {});
    }
    const onFullscreenChange = () => {
      if (entered && !document.fullscreenElement) latestClose.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
      // One control in the dialog: Tab stays on it.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => {});
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div ref={root} className={styles.screen} role="dialog" aria-modal="true" aria-labelledby="fullscreen-code-title">
      <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={t`Close full screen`}>
        <CloseIcon size={28} />
      </button>
      <div className={styles.content}>
        <h2 id="fullscreen-code-title" className={styles.title}>
          {reward.name}
        </h2>
        <RewardCode reward={reward} size="large" />
        <p className={styles.hint}>
          <SunIcon size={18} />
          <Trans>Turn your screen brightness up and hold the phone steady for the scanner.</Trans>
        </p>
      </div>
    </div>,
    document.body,
  );
}
