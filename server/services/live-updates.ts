// Who has the app open, and telling them that their challenges moved. Migration 0010 NOTIFYs
// 'user_challenges_changed' with the member's id whenever a challenge of theirs changes status or
// progress, in whichever process (or by whichever tool) it happened; every process listens once and
// calls the streams its members opened (routes/live.ts). The app then asks what changed with the
// usual refresh (getUserChallenges?last_timestamp), so a stream carries no data of its own.
import type { Database } from '../db/client';

export const LIVE_CHANNEL = 'user_challenges_changed';

type Send = () => void;

export class LiveHub {
  private readonly streams = new Map<number, Set<Send>>();
  private readonly closers = new Set<() => void>();

  /** `send` runs on every change of the member's challenges; the answer unsubscribes. */
  subscribe(userId: number, send: Send, close: () => void): () => void {
    let set = this.streams.get(userId);
    if (!set) this.streams.set(userId, (set = new Set()));
    set.add(send);
    this.closers.add(close);
    return () => {
      set.delete(send);
      if (set.size === 0) this.streams.delete(userId);
      this.closers.delete(close);
    };
  }

  /** A notification: the member's id, or nothing when some may have been missed (everyone hears). */
  publish(payload?: string): void {
    const userId = Number(payload);
    if (payload && Number.isInteger(userId)) {
      for (const send of this.streams.get(userId) ?? []) send();
      return;
    }
    for (const set of this.streams.values()) for (const send of set) send();
  }

  /** How many streams are open (tests, health). */
  get size(): number {
    return this.closers.size;
  }

  /** Ends every stream, so a closing server is not held open by them. */
  closeAll(): void {
    for (const close of [...this.closers]) close();
  }
}

export async function startLiveHub(database: Database): Promise<{ hub: LiveHub; stop: () => Promise<void> }> {
  const hub = new LiveHub();
  const unlisten = await database.listen(LIVE_CHANNEL, (payload) => hub.publish(payload ?? undefined));
  return {
    hub,
    stop: async () => {
      hub.closeAll();
      await unlisten();
    },
  };
}
