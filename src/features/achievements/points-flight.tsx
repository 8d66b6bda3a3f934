// Points flying into the balance when an achievement is collected: a "+N" chip leaves the Collect button and
// lands on the points on screen (the tab bar's on a phone, the right panel's on a desktop; whichever
// carries data-points-balance and is visible), where the balance then counts up. With reduced motion the
// chip does not travel: it only fades in and out on the balance.
import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { m, motionFeaturesLoaded, MotionScope, useReducedMotion } from '@/lib/motion/motion';
import styles from "./points-flight.module.css";

interface Flight {
  id: number;
  points: number;
  /** Where it starts, relative to where it lands (px). */
  dx: number;
  dy: number;
  left: number;
  top: number;
}

let flights: Flight[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function visibleBalance(): DOMRect | null {
  for (const element of document.querySelectorAll<HTMLElement>(
    "[data-points-balance]",
  )) {
    const rect = element.getBoundingClientRect();
    if (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.top < window.innerHeight
    )
      return rect;
  }
  return null;
}

/** Sends `points` from `origin` (its place when the member pressed it) to the balance on screen, if one shows. */
export function flyPoints(origin: DOMRect | null, points: number) {
  const target = visibleBalance();
  // A flight lands when its animation ends: without the animation features (features-on-demand.ts) there is none.
  if (!origin || !target || points <= 0 || !motionFeaturesLoaded()) return;
  const left = target.left + target.width / 2;
  const top = target.top + target.height / 2;
  const dx = origin.left + origin.width / 2 - left;
  const dy = origin.top + origin.height / 2 - top;
  flights = [...flights, { id: nextId++, points, dx, dy, left, top }];
  changed();
}

function land(id: number) {
  flights = flights.filter((flight) => flight.id !== id);
  changed();
}

const FLY = { duration: 0.7, ease: [0.45, 0, 0.2, 1] } as const;

/** Mounted where achievements are collected; draws the chips in flight above everything. */
export function PointsFlightHost() {
  const shown = useSyncExternalStore(
    subscribe,
    () => flights,
    () => flights,
  );
  const reduce = useReducedMotion() ?? false;
  if (shown.length === 0) return null;
  return createPortal(
    <MotionScope>
      <div className={styles.layer} aria-hidden="true">
        {shown.map((flight) => (
          <m.span
            key={flight.id}
            className={styles.chip}
            data-testid="points-flight"
            style={{ left: flight.left, top: flight.top }}
            initial={
              reduce
                ? { opacity: 0 }
                : { x: flight.dx, y: flight.dy, opacity: 1, scale: 1 }
            }
            animate={
              reduce
                ? { opacity: [0, 1, 0] }
                : { x: 0, y: 0, opacity: [1, 1, 0.4], scale: 0.7 }
            }
            transition={reduce ? { duration: 0.6 } : FLY}
            onAnimationComplete={() => land(flight.id)}
          >
            {`+${flight.points}`}
          </m.span>
        ))}
      </div>
    </MotionScope>,
    document.body,
  );
}
