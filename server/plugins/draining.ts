// While the server closes, every answer says `Connection: close`, so a keep-alive client lets go of
// its connection after the request in flight instead of holding the shutdown until the deadline.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) void reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
