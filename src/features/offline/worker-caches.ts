// Asks the service worker to forget every cached API answer (log-out), and waits for it a moment.
import type { PageMessage } from '../../../sw/protocol';

const WAIT_MS = 2000;

export async function clearCachedApiAnswers(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const channel = new MessageChannel();
  const done = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, WAIT_MS);
  });
  const message: PageMessage = { type: 'CLEAR_USER_CACHES' };
  worker.postMessage(message, [channel.port2]);
  await done;
  channel.port1.close();
}
