// A purge receiver for nginx's own cache, for CACHE_PURGE_URL: Debian's nginx has no purge module
// (that is nginx Plus's, or a third-party build), so this small server, beside nginx and as its
// user, deletes the cache files of the paths the site POSTs after a publish (`{"paths": [...]}`; a
// path ending in `/*` stands for everything under it). nginx treats a deleted entry as a miss and
// fetches the page again. Each cache file names its key on a `KEY: ` line near its start; the key is
// `$scheme://$host$request_uri` (deploy/nginx/site.conf). No dependencies: `node purge-receiver.mjs`.
//   NGINX_CACHE_DIR  the proxy_cache_path folder (default /var/cache/nginx/site)
//   PURGE_HOST, PURGE_PORT  where it listens (default 127.0.0.1:8081; keep it off the internet)
import { Buffer } from 'node:buffer';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const cacheDir = process.env.NGINX_CACHE_DIR ?? '/var/cache/nginx/site';
const host = process.env.PURGE_HOST ?? '127.0.0.1';
const port = Number(process.env.PURGE_PORT ?? 8081);
/** The key line is within the first few hundred bytes of a cache file's header. */
const HEADER_BYTES = 4096;

/** A path without its trailing slashes (`/bn/` and `/bn` are one page's; `/` stays). */
const bare = (pathname) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/**
 * Whether a cached request's path is one of `paths` (any query, with or without a trailing slash on
 * either: the site names a language's home page `/bn/`).
 */
function matches(pathname, paths) {
  const cached = bare(pathname);
  return paths.some((p) =>
    p.endsWith('/*') ? cached === bare(p.slice(0, -2)) || cached.startsWith(p.slice(0, -1)) : cached === bare(p),
  );
}

async function* cacheFiles(dir) {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* cacheFiles(full);
    else if (entry.isFile()) yield full;
  }
}

async function keyOf(file) {
  const handle = await fs.open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    return /\nKEY: ([^\n]*)\n/.exec(buffer.subarray(0, bytesRead).toString('latin1'))?.[1];
  } finally {
    await handle.close();
  }
}

/** Deletes the entries of `paths`; resolves to how many files were deleted. */
async function purge(paths) {
  let deleted = 0;
  for await (const file of cacheFiles(cacheDir)) {
    const key = await keyOf(file);
    if (!key || !URL.canParse(key) || !matches(new URL(key).pathname, paths)) continue;
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

const server = http.createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', async () => {
    let paths;
    try {
      paths = JSON.parse(body).paths;
    } catch {
      paths = undefined;
    }
    if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p.startsWith('/'))) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Send {"paths": ["/…"]}.\n');
      return;
    }
    const deleted = await purge(paths);
    console.log(`Purged ${deleted} cached answers for ${paths.length} paths.`);
    response.writeHead(204).end();
  });
});
server.listen(port, host, () => console.log(`Purge receiver on http://${host}:${port}/, cache ${cacheDir}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
