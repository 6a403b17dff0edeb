// A page with a heading and a sentence, and nothing else: no stylesheet, script or picture (its icon
// is empty and inline, so the browser asks for no favicon either). Its Lighthouse figures are what
// the browser's own navigation costs on this machine at that moment, the floor under any page's:
// `pnpm bench:lighthouse` measures it beside the site's pages on a busy machine, where that
// navigation alone makes tens of milliseconds of blocking time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const BARE_PAGE_LABEL = '(a bare page)';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>A bare page</title>
    <link rel="icon" href="data:,">
    <meta name="description" content="A heading and a sentence: the floor under every page's figures.">
  </head>
  <body>
    <main>
      <h1>A bare page</h1>
      <p>A heading and a sentence, without a stylesheet, a script or a picture.</p>
    </main>
  </body>
</html>
`;

/** Serves the bare page on a free port of 127.0.0.1; answers its address and how to stop serving it. */
export async function serveBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
