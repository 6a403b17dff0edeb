// `pnpm bench`: starts the production server on a temporary copy of the demo content and,
// from this process, loads it with autocannon on loopback: requests per second and p50/p99 latency
// at 50 connections for the home page, its page answer, a section and one media file. The ceiling is
// the same bytes of `/` served from memory by a bare node:http server in a process of its own; the
// media file has a ceiling of its own, its bytes served the same way (a picture is larger than the
// page's HTML, so the page's ceiling would not compare). Prints a table with each row's ratio to its
// ceiling; exits non-zero if any response was an error.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, runScript, startDemoServer, stopProcess, waitUntilAnswering } from './demo-server.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** What a browser sends: the cached, compressed answers are the ones measured. */
const HEADERS = { 'accept-encoding': 'br, gzip' };

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
  /** The ceiling row this one is compared with: the page's unless named. */
  ceiling?: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, ceiling?: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
  return {
    name,
    ceiling,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A ceiling process answering `body` with `headers` on a free port. */
async function startCeiling(dir: string, name: string, body: Buffer, headers: Record<string, string>) {
  const bodyFile = path.join(dir, `${name}.body`);
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', CEILING], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile, BODY_HEADERS: JSON.stringify(headers) },
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilAnswering(url, child, 'the output above');
  return { child, url };
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const children: ChildProcess[] = [];
  try {
    const server = await startDemoServer(dir, { username: 'bench', password: randomBytes(12).toString('hex') });
    children.push(server.child);
    const base = server.baseURL;

    const home = await fetch(`${base}/`, { headers: HEADERS });
    const homeBytes = Buffer.from(await home.arrayBuffer());
    const carousel = (await (await fetch(`${base}/backend/api/home/carousel`)).json()) as { images: string[] };
    const media = carousel.images[0];
    if (!media) throw new Error('The demo carousel has no image to measure.');

    // fetch() decodes the body: the ceiling serves the bytes the server sends, compressed again.
    const sent = home.headers.get('content-encoding') === 'br' ? brotliCompressSync(homeBytes) : homeBytes;
    const homeCeiling = await startCeiling(dir, 'home', sent, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': home.headers.get('content-encoding') ?? 'identity',
      etag: home.headers.get('etag') ?? '',
      'cache-control': 'no-cache',
    });
    children.push(homeCeiling.child);
    const file = await fetch(`${base}${media}`, { headers: HEADERS });
    const fileBytes = Buffer.from(await file.arrayBuffer());
    const mediaCeiling = await startCeiling(dir, 'media', fileBytes, {
      'content-type': file.headers.get('content-type') ?? 'application/octet-stream',
      etag: file.headers.get('etag') ?? '',
      'cache-control': file.headers.get('cache-control') ?? '',
    });
    children.push(mediaCeiling.child);

    const rows: Row[] = [];
    const HOME_CEILING = `ceiling: the bytes of / (${sent.length} B) from node:http`;
    const MEDIA_CEILING = `ceiling: the media file's ${fileBytes.length} B from node:http`;
    rows.push(await measure(HOME_CEILING, homeCeiling.url));
    rows.push(await measure('GET / (HTML)', `${base}/`));
    rows.push(await measure('GET /backend/api/pages/home', `${base}/backend/api/pages/home`));
    rows.push(await measure('GET /backend/api/home/carousel', `${base}/backend/api/home/carousel`));
    rows.push(await measure(MEDIA_CEILING, mediaCeiling.url, MEDIA_CEILING));
    rows.push(await measure(`GET ${media}`, `${base}${media}`, MEDIA_CEILING));

    const ceilingRps = (row: Row) => rows.find((r) => r.name === (row.ceiling ?? HOME_CEILING))!.rps;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}\n`,
    );
    console.table(
      rows.map((r) => ({
        target: r.name,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'of ceiling': `${Math.round((r.rps / ceilingRps(r)) * 100)}%`,
      })),
    );
    const failed = rows.filter((r) => r.errors > 0);
    for (const r of failed) console.error(`${r.name}: ${r.errors} error responses.`);
    return failed.length ? 1 : 0;
  } finally {
    for (const child of children) await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

runScript(main);
