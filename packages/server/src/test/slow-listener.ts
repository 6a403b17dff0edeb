// A TCP proxy to PostgreSQL that holds back the connections a site listens for writes on (their
// application name ends in `-listener`) for a while before passing them on, as a busy or distant
// database server would: what a test does meanwhile shows whether the site waited for them.
import net from 'node:net';

export interface SlowListenerProxy {
  /** The database's address, through the proxy. */
  url: string;
  close(): Promise<void>;
}

export async function slowListenerProxy(databaseUrl: string, holdMs: number): Promise<SlowListenerProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.once('data', (startup) => {
      // The first packet is the startup message, which names the application.
      const wait = startup.includes('-listener\0') ? holdMs : 0;
      setTimeout(() => {
        upstream.write(startup);
        client.pipe(upstream).pipe(client);
      }, wait).unref();
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: Object.assign(new URL(databaseUrl), { hostname: '127.0.0.1', port: String(port) }).toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
