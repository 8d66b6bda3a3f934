// The member's queued actions as screens see them, so what was done offline looks done (accepted,
// snoozed, collected, answered) across reloads until the server has it.
import { useSyncExternalStore } from 'react';
import { onOutboxChange, pendingActions, type OutboxAction } from './outbox';

let snapshot: readonly OutboxAction[] = [];
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function refresh() {
  void pendingActions()
    .then((list) => {
      snapshot = list;
      listeners.forEach((listener) => listener());
    })
    .catch(() => {});
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stopWatching) {
    stopWatching = onOutboxChange(refresh);
    refresh();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

const empty: readonly OutboxAction[] = [];

export function usePendingActions(): readonly OutboxAction[] {
  return useSyncExternalStore(subscribe, () => snapshot, () => empty);
}

/** Points that queued collects will add once the server has them (failed ones are not counted). */
export function pendingPoints(actions: readonly OutboxAction[]): number {
  return actions.reduce((sum, action) => sum + (action.failed ? 0 : (action.points ?? 0)), 0);
}

/** The ids (`field` of the body, e.g. challenge_id) of the pending calls to `path`. */
export function pendingIds(actions: readonly OutboxAction[], path: string, field: string): Set<number> {
  const ids = new Set<number>();
  for (const action of actions) {
    const id = action.path === path ? (action.body as Record<string, unknown> | null)?.[field] : undefined;
    if (typeof id === 'number') ids.add(id);
  }
  return ids;
}
