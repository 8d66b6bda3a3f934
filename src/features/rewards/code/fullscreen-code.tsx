// Full-screen, high-contrast code for a till's scanner: white page, black code, as big as the
// screen allows; the screen stays awake (where the browser allows) until it is closed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Reward } from '@contract/economy';
import { CloseIcon } from '@/components/ui/icons';
import { SunIcon } from '@/components/ui/status-icons';
import { makeBackgroundInert } from '@/lib/inert-background';
import styles from './fullscreen-code.module.css';
import { RewardCode } from './reward-code';
import { useWakeLock } from '@/lib/use-wake-lock';

interface Props {
  reward: Reward;
  onClose: () => void;
}

/**
 * Asks the browser for real full screen, which hides its bars where it is offered. Call it from
 * the click that opens the view: browsers only allow it during a user gesture.
 */
export function enterFullscreen() {
  const page = document.documentElement;
  if (!page.requestFullscreen || document.fullscreenElement) return;
  page.requestFullscreen({ navigationUI: 'hide' }).catch(() => {});
}

export function FullscreenCode({ reward, onClose }: Props) {
  const { t } = useLingui();
  const closeButton = useRef<HTMLButtonElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useWakeLock(true);

  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const giveBackground = makeBackgroundInert(screen.current!);
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // The opener asked for real full screen (it needs the click); leaving it closes this view.
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) latestClose.current();
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
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      giveBackground();
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div ref={screen} className={styles.screen} role="dialog" aria-modal="true" aria-labelledby="fullscreen-code-title">
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
          <Trans>Turn your screen brightness up so the code is easy to read and scan.</Trans>
        </p>
      </div>
    </div>,
    document.body,
  );
}
