// The welcome tour (docs/product.md sections 2 and 4): three steps from getContent('welcome'), then it closes.
// Each step's words slide in from the side the tour moves to (src/lib/motion); with reduced motion they only fade.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Modal } from '@/features/popups/modal';
import { ModalActions, ModalBody, ModalMedia, ModalText, ModalTitle } from '@/features/popups/modal-parts';
import { declineLithuanianName } from '@/i18n/declension';
import { imageUrl } from '@/lib/image-url';
import { useMotionFeaturesLoaded } from '@/lib/motion/motion';
import { m, useReducedMotion } from '@/lib/motion/motion';
import { useAtom, useAtomValue } from '@/state/jotai';
import { userFirstNameAtom } from '@/api/queries/user-data';
import { currentLanguageAtom } from '@/state/settings';
import { contentQueryOptions } from '@/api/queries/content';
import { welcomePopupOpenAtom } from './popup-atoms';
import styles from './welcome-popup.module.css';

function Greeting() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const firstName = useAtomValue(userFirstNameAtom).trim();
  if (!firstName) return null;
  // Lithuanian addresses people in the vocative: "Sveiki, Jonai!".
  const name = lang === 'lt' ? declineLithuanianName(firstName) : firstName;
  return <p className={styles.greeting}>{t`Welcome, ${name}!`}</p>;
}

const STEP_IN = { initial: { opacity: 0, x: 40 }, animate: { opacity: 1, x: 0 }, transition: { type: 'spring', stiffness: 380, damping: 34 } } as const;
const STEP_FADE = { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { duration: 0.2 } } as const;

function WelcomeTour({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const stepMotion = useReducedMotion() ? STEP_FADE : STEP_IN;
  const moves = useMotionFeaturesLoaded();
  const lang = useAtomValue(currentLanguageAtom);
  const content = useQuery(contentQueryOptions('welcome', lang));
  const [index, setIndex] = useState(0);
  const steps = content.data?.steps ?? [];
  const step = steps[index];
  const last = index >= steps.length - 1;

  if (content.isPending) {
    return (
      <ModalBody className={styles.center}>
        <h2 id="welcome-title" className="visually-hidden">
          <Trans>Welcome</Trans>
        </h2>
        <Spinner size="lg" label={t`Loading`} />
      </ModalBody>
    );
  }

  if (!step) {
    return (
      <>
        <ModalBody className={styles.center}>
          <Greeting />
          <ModalTitle id="welcome-title">
            <Trans>Welcome aboard!</Trans>
          </ModalTitle>
          <ModalText>
            <Trans>Complete challenges to collect points and swap them for rewards.</Trans>
          </ModalText>
        </ModalBody>
        <ModalActions>
          <Button size="lg" onClick={onClose} data-autofocus>
            <Trans>Let’s go</Trans>
          </Button>
        </ModalActions>
      </>
    );
  }

  return (
    <>
      {step.image_id ? <ModalMedia key={step.image_id} src={imageUrl(step.image_id, 800, 533)} className={styles.media} /> : null}
      <ModalBody className={styles.center}>
        {index === 0 ? <Greeting /> : null}
        <m.div key={index} className={styles.step} data-testid="welcome-step" {...stepMotion} initial={moves ? stepMotion.initial : false}>
          <ModalTitle id="welcome-title">{step.title}</ModalTitle>
          <ModalText>{step.text}</ModalText>
        </m.div>
        <ol className={styles.dots} aria-label={t`Step ${index + 1} of ${steps.length}`}>
          {steps.map((s, i) => (
            <li key={s.title + i} className={styles.dot} data-active={i === index || undefined} aria-current={i === index ? 'step' : undefined} />
          ))}
        </ol>
      </ModalBody>
      <ModalActions>
        {last ? (
          <Button size="lg" onClick={onClose} data-autofocus>
            <Trans>Let’s go</Trans>
          </Button>
        ) : (
          <Button size="lg" onClick={() => setIndex((i) => i + 1)} data-autofocus>
            <Trans>Next</Trans>
          </Button>
        )}
      </ModalActions>
    </>
  );
}

export function WelcomePopup() {
  const [open, setOpen] = useAtom(welcomePopupOpenAtom);
  const close = () => setOpen(false);
  return (
    <Modal open={open} onClose={close} labelledBy="welcome-title">
      {/* Mounted only while open, so a reopened tour starts at step 1. */}
      <WelcomeTour onClose={close} />
    </Modal>
  );
}
