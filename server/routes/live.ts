// GET /api/user-side/liveUpdates: a Server-Sent Events stream for the signed-in member's open app.
// An event `challenges` means "your challenges moved: refresh them" (services/challenges/live-updates.ts); a
// comment every 25 s keeps proxies from closing a quiet stream.
import type { FastifyInstance } from 'fastify';
import { startLiveHub } from '../services/challenges/live-updates';

const HEARTBEAT_MS = 25_000;
/** How long the browser waits before it reconnects a dropped stream. */
const RETRY_MS = 5_000;

export default async function liveRoutes(app: FastifyInstance) {
  // An outage is reported once by app.outages, not by each drain that fails meanwhile.
  const onDrainError = (err: unknown) =>
    void app.outages.noteIfDatabaseUnreachable(err).then((noted) => noted || app.log.warn({ err }, 'live changes could not be passed on'));
  const { hub, stop } = await startLiveHub(app.database, onDrainError);
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', stop);

  app.get('/liveUpdates', { onRequest: app.requireUser }, async (request, reply) => {
    const userId = request.user!.id;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // The connection ends with the stream, so a closing server has no idle socket of it to wait for.
      connection: 'close',
      // nginx and similar proxies pass the stream on at once instead of buffering it.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      if (!raw.writableEnded) raw.end();
    };
    const unsubscribe = hub.subscribe(userId, () => raw.write('event: challenges\ndata: {}\n\n'), end);
    raw.on('close', end);
  });
}
