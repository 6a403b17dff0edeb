// A purge receiver (what CACHE_PURGE_URL names: a CDN's or proxy's) on a free port of 127.0.0.1 that
// records each notice and answers `status`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PurgeReceiver {
  url: string;
  notices: { method: string | undefined; type: string | undefined; body: unknown }[];
  close(this: void): Promise<void>;
}

export async function purgeReceiver(status = 204): Promise<PurgeReceiver> {
  const notices: PurgeReceiver['notices'] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      notices.push({ method: request.method, type: request.headers['content-type'], body: JSON.parse(body) as unknown });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  return { url, notices, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
