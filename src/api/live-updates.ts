// The member's Server-Sent Events stream (GET /api/user-side/liveUpdates, server/routes/live.ts),
// read with fetch because EventSource cannot send the Authorization header. `onEvent` gets each
// event's name; a stream that ends or fails is opened again after a growing pause.
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { API_BASE } from './client';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/** Names of the events in an SSE text; the part after the last blank line is kept for later. */
export function parseEvents(buffer: string): { events: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    // Comments (": keep-alive") and the retry hint carry no event.
    if (!lines.some((l) => l.startsWith('data:'))) continue;
    const name = lines.find((l) => l.startsWith('event:'))?.slice(6).trim();
    events.push(name || 'message');
  }
  return { events, rest };
}

/** Listens until the answer is called. */
export function listenLiveUpdates(onEvent: (name: string) => void): () => void {
  const controller = new AbortController();
  let retry = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const token = appStore.get(tokenAtom);
    if (!token || controller.signal.aborted) return;
    try {
      const response = await fetch(`${API_BASE}/liveUpdates`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        signal: controller.signal,
        cache: 'no-store',
      });
      // Signed out, or a server without the stream: the polling alone carries on.
      if (response.status === 401 || response.status === 404 || response.status === 419) return;
      if (response.ok && response.body) {
        retry = FIRST_RETRY_MS;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          parsed.events.forEach(onEvent);
        }
      }
    } catch {
      // A dropped connection: try again below.
    }
    if (controller.signal.aborted) return;
    timer = setTimeout(() => void connect(), retry);
    retry = Math.min(retry * 2, MAX_RETRY_MS);
  };

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
