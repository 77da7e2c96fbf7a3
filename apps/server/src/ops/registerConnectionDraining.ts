import type { FastifyInstance } from 'fastify';

/**
 * From the moment the server starts closing, every answer carries `Connection: close`, so the
 * keep-alive connection of a request that was under way ends with its answer. Without it the
 * connection stays open, idle, and holds the closing HTTP server until the shutdown times out
 * (Fastify closes only the connections idle when the close begins).
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
