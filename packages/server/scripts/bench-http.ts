// `pnpm bench` (issue 5): starts the production server on a temporary copy of the demo content and,
// from this process, loads it with autocannon on loopback: requests per second and p50/p99 latency
// at 50 connections for the home page, its page answer, a section and one media file. The ceiling is
// the same bytes of `/` served from memory by a bare node:http server in a process of its own. Prints
// a table with the ratio to the ceiling; exits non-zero if any response was an error.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** What a browser sends: the cached, compressed answers are the ones measured. */
const HEADERS = { 'accept-encoding': 'br, gzip' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port.'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process for ${url} exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within two minutes.`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  process.kill(child.pid, 'SIGTERM');
  return exited;
}

/** The ceiling: a bare node:http server answering every request with the same bytes and headers. */
const CEILING = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BODY_FILE);
const headers = JSON.parse(process.env.BODY_HEADERS);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(root, 'packages/web/dist/server/entry-server.js'))) {
    throw new Error('The web build is missing: run `pnpm build` first.');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const children: ChildProcess[] = [];
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // tsx as the server's own start script uses it, in this one process (so its PID is the server's).
    const tsx = pathToFileURL(createRequire(path.join(root, 'packages/server/package.json')).resolve('tsx')).href;
    const server = spawn(process.execPath, ['--import', tsx, path.join(root, 'packages/server/src/main.ts')], {
      cwd: path.join(root, 'packages/server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_PATH: path.join(dir, 'site.db'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        SEED_DEMO: 'true',
        ADMIN_USERNAME: 'bench',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      },
    });
    children.push(server);
    await waitFor(`${base}/healthz`, server);

    const home = await fetch(`${base}/`, { headers: HEADERS });
    const homeBytes = Buffer.from(await home.arrayBuffer());
    const carousel = (await (await fetch(`${base}/backend/api/home/carousel`)).json()) as { images: string[] };
    const media = carousel.images[0];
    if (!media) throw new Error('The demo carousel has no image to measure.');

    // fetch() decodes the body: the ceiling serves the bytes the server sends, compressed again.
    const sent = home.headers.get('content-encoding') === 'br' ? brotliCompressSync(homeBytes) : homeBytes;
    const bodyFile = path.join(dir, 'home.body');
    fs.writeFileSync(bodyFile, sent);
    const ceilingPort = await freePort();
    const ceiling = spawn(process.execPath, ['-e', CEILING], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(ceilingPort),
        BODY_FILE: bodyFile,
        BODY_HEADERS: JSON.stringify({
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': home.headers.get('content-encoding') ?? 'identity',
          etag: home.headers.get('etag') ?? '',
          'cache-control': 'no-cache',
        }),
      },
    });
    children.push(ceiling);
    await waitFor(`http://127.0.0.1:${ceilingPort}/`, ceiling);

    const rows: Row[] = [];
    rows.push(await measure('ceiling: the bytes of / from node:http', `http://127.0.0.1:${ceilingPort}/`));
    rows.push(await measure('GET / (HTML)', `${base}/`));
    rows.push(await measure('GET /backend/api/pages/home', `${base}/backend/api/pages/home`));
    rows.push(await measure('GET /backend/api/home/carousel', `${base}/backend/api/home/carousel`));
    rows.push(await measure(`GET ${media}`, `${base}${media}`));

    const ceilingRps = rows[0]!.rps;
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}\n`);
    console.table(
      rows.map((r) => ({
        target: r.name,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'of ceiling': `${Math.round((r.rps / ceilingRps) * 100)}%`,
      })),
    );
    const failed = rows.filter((r) => r.errors > 0);
    for (const r of failed) console.error(`${r.name}: ${r.errors} error responses.`);
    return failed.length ? 1 : 0;
  } finally {
    for (const child of children) await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
