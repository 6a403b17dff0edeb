// A request in flight when the app starts closing gets its answer, with Connection: close, and
// close() finishes right after it instead of waiting out the keep-alive timeout.
import http from 'node:http';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { closeConnectionsWhenClosing } from './closing.js';

function get(port: number, agent: http.Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

it('answers the request in flight with Connection: close, and close() does not wait for keep-alive', async () => {
  const app = Fastify();
  closeConnectionsWhenClosing(app);
  // The request is held in its handler until the app has begun closing.
  let markArrived = () => {};
  const arrived = new Promise<void>((resolve) => (markArrived = resolve));
  let markClosing = () => {};
  const closing = new Promise<void>((resolve) => (markClosing = resolve));
  app.get('/slow', async () => {
    markArrived();
    await closing;
    return { ok: true };
  });
  app.addHook('preClose', async () => markClosing());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true });
  try {
    const answer = get(port, agent);
    await arrived;
    const started = Date.now();
    await app.close();
    expect(await answer).toEqual({ status: 200, connection: 'close' });
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    agent.destroy();
  }
});
