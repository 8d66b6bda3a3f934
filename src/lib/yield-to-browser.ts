/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input in
 * between (a task over 50 ms is a long task on a phone). scheduler.yield where the browser has it
 * (the continuation goes ahead of other queued work), else a message: setTimeout's 4 ms clamp would
 * add to every step.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
