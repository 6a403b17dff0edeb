// `pnpm bench`: starts the production server on a temporary copy of the demo content and,
// from this process, loads it with autocannon on loopback: requests per second and p50/p99 latency
// at 50 connections for the home page, its page answer, a section and one media file. The ceiling is
// the same bytes of `/` served from memory by a bare node:http server in a process of its own; the
// media file has a ceiling of its own, its bytes served the same way (a picture is larger than the
// page's HTML, so the page's ceiling would not compare). Prints a table with each row's ratio to its
// ceiling; exits non-zero if any response was an error.
//
// When PostgreSQL is installed (test/pg-cluster.ts finds its programs), the same server is started a
// second time on a throw-away PostgreSQL cluster (DATABASE_URL, a fresh database, the demo seeded the
// same way), and the two engines are measured side by side, in turn, `BENCH_RUNS` (3) times: cached
// `GET /` (requests per second and latency percentiles at 50 connections) and a section save by an
// admin (`PATCH /backend/api/home/hero`, `BENCH_SAVES` (200) one after another, p50 and p95). The
// comparison prints the medians of the runs and whether PostgreSQL meets its targets: cached `GET /`
// within 10% of SQLite's requests per second, a section save's p95 within twice SQLite's.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { findPostgres, NO_POSTGRES, startPgCluster, type PgCluster } from '../src/test/pg-cluster.js';
import { freePort, runScript, startDemoServer, stopProcess, waitUntilAnswering } from './demo-server.js';
import { percentile } from './stats.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** Runs of the engine comparison, whose medians are printed: the machine is shared and noisy. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Section saves per run and engine, one after another, after a few not counted. */
const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const SAVES_WARM_UP = 10;
/** PostgreSQL's targets, relative to SQLite on the same machine in the same run. */
const HOME_RPS_WITHIN = 0.1;
const SAVE_P95_WITHIN = 2;
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
  let cluster: PgCluster | undefined;
  // The first server runs on SQLite even in a shell where DATABASE_URL is set (the servers inherit
  // this process's environment); the PostgreSQL one is given the throw-away cluster's address.
  delete process.env.DATABASE_URL;
  try {
    const admin = { username: 'bench', password: randomBytes(12).toString('hex') };
    const server = await startDemoServer(dir, admin);
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

    if (!findPostgres()) {
      console.log(`\nNo comparison with PostgreSQL: ${NO_POSTGRES}`);
      return failed.length ? 1 : 0;
    }
    // The same server on PostgreSQL: its own folder for uploads and log, a fresh database in a
    // throw-away cluster, seeded with the demo content on start like the SQLite one.
    cluster = await startPgCluster();
    const pgDir = path.join(dir, 'postgres');
    fs.mkdirSync(pgDir);
    const pgServer = await startDemoServer(pgDir, admin, { DATABASE_URL: await cluster.createDatabase('bench') });
    children.push(pgServer.child);
    const engines: Engine[] = [
      { name: 'SQLite', base, token: await signIn(base, admin) },
      { name: 'PostgreSQL', base: pgServer.baseURL, token: await signIn(pgServer.baseURL, admin) },
    ];
    const compared = await compareEngines(engines);
    return failed.length || compared ? 1 : 0;
  } finally {
    for (const child of children) await stopProcess(child);
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Engine {
  name: string;
  base: string;
  /** An admin's API token on this server. */
  token: string;
}

interface EngineRun {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  saveP50: number;
  saveP95: number;
  errors: number;
}

async function signIn(base: string, admin: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/backend/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`Signing in to ${base} answered ${res.status}.`);
  return ((await res.json()) as { auth_token: string }).auth_token;
}

const ascending = (a: number, b: number) => a - b;
const median = (values: number[]) => percentile([...values].sort(ascending), 50);

/**
 * A section save as the editor makes it: an admin's PATCH of the home page's hero, each with a new
 * title so that every one writes, one after another. Answers the latencies in milliseconds, sorted,
 * and how many answers were not 200.
 */
async function measureSaves(engine: Engine, run: number): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < SAVES_WARM_UP + SAVES; i++) {
    const started = performance.now();
    const res = await fetch(`${engine.base}/backend/api/home/hero`, {
      method: 'PATCH',
      headers: { authorization: `Token ${engine.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Benchmark run ${run}, save ${i}` }),
    });
    await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) errors++;
    if (i >= SAVES_WARM_UP) latencies.push(elapsed);
  }
  return { latencies: latencies.sort(ascending), errors };
}

/**
 * Measures both engines in turn, RUNS times (the order swapped every run, so that neither always
 * goes first on a machine whose load drifts), prints the medians and whether PostgreSQL's targets
 * are met. Answers true when any response was an error.
 */
async function compareEngines(engines: Engine[]): Promise<boolean> {
  const runs = new Map<string, EngineRun[]>(engines.map((e) => [e.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    const order = run % 2 ? engines : [...engines].reverse();
    for (const engine of order) {
      // The first GET / after the saves of the run before renders the page again: not counted.
      await (await fetch(`${engine.base}/`, { headers: HEADERS })).arrayBuffer();
      const home = await autocannon({ url: `${engine.base}/`, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
      const saves = await measureSaves(engine, run);
      runs.get(engine.name)!.push({
        rps: home.requests.average,
        p50: home.latency.p50,
        p90: home.latency.p90,
        p99: home.latency.p99,
        saveP50: percentile(saves.latencies, 50),
        saveP95: percentile(saves.latencies, 95),
        errors: home.errors + home.timeouts + home.non2xx + saves.errors,
      });
      console.log(
        `run ${run}/${RUNS}, ${engine.name}: GET / ${Math.round(home.requests.average)} req/s (p50 ${home.latency.p50} ms, p99 ${home.latency.p99} ms); ` +
          `section save p50 ${percentile(saves.latencies, 50).toFixed(1)} ms, p95 ${percentile(saves.latencies, 95).toFixed(1)} ms`,
      );
    }
  }

  const summary = engines.map((engine) => {
    const r = runs.get(engine.name)!;
    const pick = (f: (x: EngineRun) => number) => median(r.map(f));
    return {
      engine: engine.name,
      'GET / req/s': Math.round(pick((x) => x.rps)),
      'p50 ms': pick((x) => x.p50),
      'p90 ms': pick((x) => x.p90),
      'p99 ms': pick((x) => x.p99),
      'save p50 ms': Number(pick((x) => x.saveP50).toFixed(1)),
      'save p95 ms': Number(pick((x) => x.saveP95).toFixed(1)),
      errors: r.reduce((sum, x) => sum + x.errors, 0),
    };
  });
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  console.log(
    `\nSQLite beside PostgreSQL: ${RUNS === 1 ? 'one run' : `medians of ${RUNS} runs`} (the machine is shared; one run alone says little). ` +
      `Cached GET / at ${CONNECTIONS} connections for ${DURATION_S} s; a section save is PATCH /backend/api/home/hero by an admin, ` +
      `${SAVES} one after another per run. Load average at the end: ${load}.\n`,
  );
  console.table(summary);
  const [sqlite, postgres] = summary as [(typeof summary)[0], (typeof summary)[0]];
  const homeRatio = postgres['GET / req/s'] / sqlite['GET / req/s'];
  const saveRatio = postgres['save p95 ms'] / sqlite['save p95 ms'];
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `Target: cached GET / on PostgreSQL within ${HOME_RPS_WITHIN * 100}% of SQLite's req/s: ` +
      `${Math.round(homeRatio * 100)}% of SQLite's, ${verdict(homeRatio >= 1 - HOME_RPS_WITHIN)}.`,
  );
  console.log(
    `Target: a section save's p95 on PostgreSQL within ${SAVE_P95_WITHIN}x SQLite's: ` +
      `${saveRatio.toFixed(2)}x (${postgres['save p95 ms']} ms vs ${sqlite['save p95 ms']} ms), ${verdict(saveRatio <= SAVE_P95_WITHIN)}.`,
  );
  const errors = summary.filter((s) => s.errors > 0);
  for (const s of errors) console.error(`${s.engine}: ${s.errors} error responses in the comparison.`);
  return errors.length > 0;
}

runScript(main);
