// Lets keep-alive clients go while the app closes. Fastify keeps an idle connection open for 72 s
// (keepAliveTimeout) and close() waits for every connection: a request in flight at SIGTERM would
// otherwise hold the process, and the database's clean close, for over a minute after its answer.
import type { FastifyInstance } from 'fastify';

export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  // preClose runs before the listener closes, so every answer from then on carries the header.
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Node ends the socket after an answer marked Connection: close, instead of keeping it idle.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
