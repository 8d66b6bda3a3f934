// Shutdown begins with `app.draining.begin()` (main.ts, on SIGTERM), before the listener closes: from
// then /readyz answers 503, so a proxy stops sending new requests, while the process still answers
// whatever reaches it; every answer says `Connection: close`, so a keep-alive client lets go of its
// connection after its answer instead of sending the next request on a connection about to close.
// app.close() begins it too, for shutdowns that skip main.ts (tests).
import fp from 'fastify-plugin';

export interface Draining {
  readonly active: boolean;
  begin(): void;
}

export default fp(
  async (app) => {
    let active = false;
    const draining: Draining = {
      get active() {
        return active;
      },
      begin() {
        active = true;
      },
    };
    app.decorate('draining', draining);
    app.addHook('preClose', async () => draining.begin());
    app.addHook('onSend', async (_request, reply) => {
      if (active) void reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
