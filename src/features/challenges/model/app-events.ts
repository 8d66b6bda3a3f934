// Window events other parts of the app listen to (features never import each other):
// the points refresh events of SPEC.md section 4, and sound requests for the sound feature.
export type PointsEvent = 'achievement-collected' | 'challenge-completed' | 'on-rewards-updated';

export type ChallengeSound = 'challenge-completed' | 'challenge-failed' | 'challenge-snoozed' | 'achievement-collected';

export function announce(name: PointsEvent) {
  window.dispatchEvent(new Event(name));
}

export function requestSound(name: ChallengeSound) {
  window.dispatchEvent(new CustomEvent('play-sound', { detail: name }));
}
