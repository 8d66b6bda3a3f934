// Who has the app open, and telling them that their challenges moved. Whenever a challenge of a member
// changes status or progress, in whichever process (or by whichever tool) it happened, a trigger writes
// the member's id into the outbox `live_changes` (migrations 0010 and 0012). Every process drains it a
// few times a second and NOTIFYs 'user_challenges_changed' with the ids, comma-separated, in one batch;
// every process listens once and calls the streams its members opened (routes/live.ts). The app then
// asks what changed with the usual refresh (getUserChallenges?last_timestamp), so a stream carries no
// data of its own.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const LIVE_CHANNEL = 'user_challenges_changed';
/** How often each process drains the outbox: the delay a member's open app hears a change with, at most. */
const DRAIN_MS = 250;
/** Member ids per notification: a NOTIFY payload holds under 8000 bytes. */
const IDS_PER_NOTIFY = 500;

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

  /** A notification: members' ids, comma-separated, or nothing when some may have been missed (everyone hears). */
  publish(payload?: string): void {
    if (!payload) {
      for (const set of this.streams.values()) for (const send of set) send();
      return;
    }
    for (const id of payload.split(',')) {
      for (const send of this.streams.get(Number(id)) ?? []) send();
    }
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

/** Takes every id out of the outbox and NOTIFYs them, each member once, in one statement. */
export async function drainLiveChanges(database: Database): Promise<void> {
  await database.db.execute(sql`
    with gone as (delete from live_changes returning user_id),
    members as (select distinct user_id from gone),
    batches as (select user_id, (row_number() over (order by user_id) - 1) / ${IDS_PER_NOTIFY} as batch from members)
    select pg_notify(${LIVE_CHANNEL}, string_agg(user_id::text, ',')) from batches group by batch`);
}

export async function startLiveHub(
  database: Database,
  onDrainError: (err: unknown) => void,
): Promise<{ hub: LiveHub; stop: () => Promise<void> }> {
  const hub = new LiveHub();
  const unlisten = await database.listen(LIVE_CHANNEL, (payload) => hub.publish(payload ?? undefined));
  let stopped = false;
  let draining: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (stopped || draining) return;
    draining = drainLiveChanges(database)
      .catch(onDrainError)
      .finally(() => (draining = null));
  }, DRAIN_MS);
  timer.unref();
  return {
    hub,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      hub.closeAll();
      await draining;
      await unlisten();
    },
  };
}
