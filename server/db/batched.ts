// Group commit for small writes that many requests make at once (the Idempotency-Key claims and answers,
// server/plugins/idempotency.ts). A call made while no batch is in flight goes out at once; calls made
// while one is in flight wait for it and then go out together, in one statement and one commit. Alone,
// a call costs what it did; under load, N callers share one round trip.

interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/** `run` answers one result per item, in the items' order. */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>, maxBatch = 100): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let flushing = false;

  const send = async (batch: Waiting<I, O>[]) => {
    try {
      const results = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One bad item must fail only its own call: each is tried again alone.
      await Promise.all(batch.map((w) => send([w])));
    }
  };

  const flush = async () => {
    flushing = true;
    while (queue.length) await send(queue.splice(0, maxBatch));
    flushing = false;
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!flushing) void flush();
    });
}

/** `batched` with one queue per database handle (each handle's items go out on that handle). */
export function batchedPerDb<D extends object, I, O>(
  run: (db: D, items: I[]) => Promise<O[]>,
  maxBatch?: number,
): (db: D, item: I) => Promise<O> {
  const queues = new WeakMap<D, (item: I) => Promise<O>>();
  return (db, item) => {
    let queue = queues.get(db);
    if (!queue) queues.set(db, (queue = batched((items: I[]) => run(db, items), maxBatch)));
    return queue(item);
  };
}
