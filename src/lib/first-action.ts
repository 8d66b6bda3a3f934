// The member's first touch, key, scroll or wheel on this page. What the first screen does not need but
// their next step may (the animation features, the challenge widgets, the phone menu) loads then: not with
// the first screen, whose bandwidth on a slow link goes to what it shows, and yet before the step itself.
const ACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let acted = false;
let listening = false;
const waiting = new Set<() => void>();

function listen(on: boolean) {
  if (on === listening) return;
  listening = on;
  for (const type of ACTIONS) {
    if (on) window.addEventListener(type, onAction, { capture: true, passive: true });
    else window.removeEventListener(type, onAction, true);
  }
}

function onAction() {
  acted = true;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
  if (waiting.size === 0) listen(false);
}

// From the start: an action before anything waits still counts as the first.
if (typeof window !== 'undefined') listen(true);

/** Runs `run` at the member's next action on this page; the returned function cancels it. */
export function atNextAction(run: () => void): () => void {
  waiting.add(run);
  listen(true);
  return () => {
    waiting.delete(run);
    if (waiting.size === 0 && acted) listen(false);
  };
}

/** Runs `run` now if the member has acted on this page already, else at their first action. */
export function afterFirstAction(run: () => void): () => void {
  if (!acted) return atNextAction(run);
  run();
  return () => {};
}
