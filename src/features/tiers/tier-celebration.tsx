// The moment a member moves up: when the member's latest change of tier is an "up" this device has not
// shown yet (live, or on the next visit), a short card says so over the tier card, with a burst of
// sparks around the badge. With reduced motion nothing travels: the card only fades in. The first
// visit on a device only notes the latest change, so an old move up is not celebrated again.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { MemberTier } from '@contract/tiers';
import { Button } from '@/components/ui/button';
import { AnimatePresence, m, MotionScope, useMotionFeaturesLoaded, useReducedMotion } from '@/lib/motion/motion';
import { TierBadge } from './tier-badge';
import styles from './tiers.module.css';

const SEEN_KEY = 'tier-change-seen';
const SPARKS = 8;

function readSeen(): number | null {
  try {
    const value = localStorage.getItem(SEEN_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

function saveSeen(id: number) {
  try {
    localStorage.setItem(SEEN_KEY, String(id));
  } catch {
    // Private mode without storage: the moment may show again next time, which is harmless.
  }
}

export function TierCelebration({ tier }: { tier: MemberTier }) {
  const reduced = useReducedMotion();
  const change = tier.last_change;
  // The latest change this device had shown when the tier first loaded here (a first visit: the current one).
  const [baseline, setBaseline] = useState<number | null>(readSeen);
  const [dismissed, setDismissed] = useState(0);
  if (baseline === null) setBaseline(change?.id ?? 0);
  const celebrating = change !== null && change.direction === 'up' && baseline !== null && change.id > baseline && change.id > dismissed;
  const shown = celebrating ? tier.tier : null;
  // Shown before the animation features came (features-on-demand.ts): it is simply there.
  const moves = useMotionFeaturesLoaded();

  useEffect(() => saveSeen(change?.id ?? 0), [change?.id]);

  const rank = shown ? tier.tiers.findIndex((row) => row.id === shown.id) + 1 : 0;
  const tierName = shown?.name ?? '';
  return (
    <MotionScope>
      <AnimatePresence>
        {shown ? (
          <m.div
            key="celebration"
            className={styles.celebration}
            role="status"
            data-testid="tier-celebration"
            initial={!moves ? false : reduced ? { opacity: 0 } : { opacity: 0, scale: 0.85 }}
            animate={reduced ? { opacity: 1 } : { opacity: 1, scale: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: reduced ? 0.2 : 0.45, ease: 'easeOut' }}
          >
            <span className={styles.burst} aria-hidden="true">
              <TierBadge tier={shown} rank={rank} size={64} />
              {reduced || !moves
                ? null
                : Array.from({ length: SPARKS }, (_, i) => {
                    const angle = (i / SPARKS) * Math.PI * 2;
                    return (
                      <m.span
                        key={i}
                        className={styles.spark}
                        initial={{ x: 0, y: 0, opacity: 1, scale: 1 }}
                        animate={{ x: Math.cos(angle) * 56, y: Math.sin(angle) * 56, opacity: 0, scale: 0.4 }}
                        transition={{ duration: 0.9, ease: 'easeOut', delay: 0.15 }}
                      />
                    );
                  })}
            </span>
            <p className={styles.celebrationTitle}>
              <Trans>You moved up to {tierName}!</Trans>
            </p>
            <Button variant="secondary" size="sm" onClick={() => setDismissed(change?.id ?? 0)}>
              <Trans>Great!</Trans>
            </Button>
          </m.div>
        ) : null}
      </AnimatePresence>
    </MotionScope>
  );
}
