// `pnpm bench:wordpress`: the site beside WordPress on this machine. Needs root on Debian (12): the
// missing Debian packages (wordpress and its default block theme, mariadb-server, php-fpm, nginx;
// compare-wordpress/wordpress-server.ts) are installed with apt-get, the services are not enabled.
// In a throw-away folder it starts the production server with the demo content, and WordPress on a
// MariaDB, PHP-FPM and nginx of its own with one page holding the demo home page's texts and photos
// (compare-wordpress/wordpress-page.ts), loaded through WordPress's REST API and made its front page.
// nginx also serves both through a cache: WordPress through its FastCGI cache, the site through
// deploy/nginx/site.conf (CACHE_MAX_AGE_S). Then, `WP_RUNS` (3) times, the order swapped every run:
// Lighthouse mobile on each home page (score, FCP, LCP, TBT, JavaScript transferred), requests per
// second with autocannon (50 connections, `BENCH_SECONDS` (10) s) on each home page without and with
// nginx's cache (after each, a wait until the page answers as quickly as before the load), and
// `WP_SAVES` (10) save-to-page times (a REST write of the hero's title, then the page asked until it
// shows it). Prints the medians as a Markdown table with the load average, and
// stops every process it started by PID and removes its files, also on failure or Ctrl-C.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_IMAGES_DIR } from '../src/seed/demo-images.js';
import {
  lighthouseRun,
  load,
  median,
  quietAnswerTime,
  saveToPage,
  settle,
  type LighthouseRun,
  type Load,
} from './compare-wordpress/measure.js';
import { demoHomeSections, homePageBlocks, photosOf, type WordPressMedia } from './compare-wordpress/wordpress-page.js';
import { installPackages, startWordPress } from './compare-wordpress/wordpress-server.js';
import { runScript, startDemoServer, stopProcess } from './demo-server.js';

const RUNS = Math.max(1, Number(process.env.WP_RUNS ?? 3));
const SAVES = Math.max(1, Number(process.env.WP_SAVES ?? 10));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SITE_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx/site.conf');

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

/** deploy/nginx/site.conf with this run's ports and cache folder. */
function siteConf(sitePort: number, nginxPort: number, cacheDir: string): string {
  let conf = fs.readFileSync(SITE_CONF, 'utf8');
  for (const [from, to] of [
    ['/var/cache/nginx/site', cacheDir],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${sitePort};`],
    ['listen 80;', `listen 127.0.0.1:${nginxPort};`],
  ] as const) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/site.conf no longer has "${from}"; update bench-wordpress.ts.`);
    conf = conf.replace(from, to);
  }
  return conf;
}

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return res;
}

interface Site {
  name: string;
  base: string;
  cachedBase: string;
  save: (text: string) => Promise<void>;
}

interface Figures {
  lighthouse: LighthouseRun[];
  uncached: Load[];
  cached: Load[];
  saves: number[];
}

async function main(): Promise<number> {
  installPackages();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-wordpress-'));
  // MariaDB, PHP-FPM and nginx run as users of their own and must reach their folders inside.
  fs.chmodSync(dir, 0o755);
  const undo: (() => Promise<void> | void)[] = [];
  const defer = (step: () => Promise<void> | void) => void undo.push(step);
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      for (const step of undo.reverse()) await Promise.resolve(step()).catch((e: unknown) => console.error(e));
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    })());
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping what was started.`);
    void cleanUp().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.error(`Load average at the start: ${loadAverage()}`);
    const admin = { username: 'bench', password: randomBytes(12).toString('hex') };
    const ours = await startDemoServer(fs.mkdtempSync(path.join(dir, 'site-')), admin, { CACHE_MAX_AGE_S: '60' });
    defer(() => stopProcess(ours.child));
    const cacheDir = path.join(dir, 'site-cache');
    fs.mkdirSync(cacheDir, { mode: 0o777 });
    fs.chmodSync(cacheDir, 0o777);
    const sitePort = Number(new URL(ours.baseURL).port);
    const wp = await startWordPress(path.join(dir, 'wordpress'), { conf: (port) => siteConf(sitePort, port, cacheDir) }, defer);
    console.error(`WordPress at ${wp.base}, the site at ${ours.baseURL}`);

    // The demo home page in WordPress: its photos into the media library, one page, the front page.
    const rest = (route: string) => `${wp.base}/?rest_route=${encodeURIComponent(route)}`;
    const wpJson = async (route: string, body: unknown) =>
      (await ok(
        await fetch(rest(route), {
          method: 'POST',
          headers: { authorization: wp.authorization, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        `WordPress's ${route}`,
      ).then((r) => r.json())) as Record<string, unknown>;
    const sections = demoHomeSections();
    const media = new Map<string, WordPressMedia>();
    for (const name of photosOf(sections)) {
      const res = await fetch(rest('/wp/v2/media'), {
        method: 'POST',
        headers: {
          authorization: wp.authorization,
          'content-type': name.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
          'content-disposition': `attachment; filename="${name}"`,
        },
        body: fs.readFileSync(path.join(DEMO_IMAGES_DIR, name)),
      });
      const item = (await (await ok(res, `Uploading ${name} to WordPress`)).json()) as { id: number; source_url: string };
      media.set(name, { id: item.id, url: item.source_url });
    }
    const page = await wpJson('/wp/v2/pages', {
      title: 'Home',
      status: 'publish',
      content: homePageBlocks(sections, media),
    });
    await wpJson('/wp/v2/settings', { show_on_front: 'page', page_on_front: page.id, title: 'Brightwell Facility Services' });
    const wpHome = await (await fetch(`${wp.base}/`)).text();
    if (!wpHome.includes(sections.hero.title ?? '?')) throw new Error(`WordPress's front page does not show the hero's title.`);

    const token = (
      (await (
        await ok(
          await fetch(`${ours.baseURL}/backend/auth/token/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(admin),
          }),
          'Signing in',
        )
      ).json()) as { auth_token: string }
    ).auth_token;
    const sites: Site[] = [
      {
        name: 'This site',
        base: ours.baseURL,
        cachedBase: wp.extraBase,
        save: async (title) => {
          await ok(
            await fetch(`${ours.baseURL}/backend/api/home/hero`, {
              method: 'PATCH',
              headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ title }),
            }),
            'Saving the hero',
          );
        },
      },
      {
        name: 'WordPress',
        base: wp.base,
        cachedBase: wp.cachedBase,
        save: async (title) => {
          await wpJson(`/wp/v2/pages/${String(page.id)}`, {
            content: homePageBlocks({ ...sections, hero: { ...sections.hero, title } }, media),
          });
        },
      },
    ];

    const figures = new Map<string, Figures>(sites.map((s) => [s.name, { lighthouse: [], uncached: [], cached: [], saves: [] }]));
    const failures: string[] = [];
    // Each home page's quickest answer before any load, for waiting until a load test's queue is gone.
    const quiet = new Map<string, number>();
    for (const site of sites) {
      quiet.set(site.name, await quietAnswerTime(`${site.base}/`));
      // The cached address must answer from nginx's cache, or its figure would be the server's.
      for (let i = 0; i < 2; i++)
        await (await fetch(`${site.cachedBase}/`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
      const status = (await fetch(`${site.cachedBase}/`, { headers: { 'accept-encoding': 'br, gzip' } })).headers.get(
        'x-cache-status',
      );
      if (status !== 'HIT')
        throw new Error(`${site.name} through nginx's cache answered X-Cache-Status ${status ?? '(none)'}, not HIT.`);
    }
    for (let run = 1; run <= RUNS; run++) {
      const order = run % 2 ? sites : [...sites].reverse();
      for (const site of order) {
        const f = figures.get(site.name)!;
        console.error(`run ${run}/${RUNS}, ${site.name} (load average ${loadAverage()})`);
        await lighthouseRun(`${site.base}/`, path.join(dir, `lighthouse-${site.name.replace(/\W/g, '')}-${run}.json`)).then(
          (r) => f.lighthouse.push(r),
          (e: unknown) => failures.push(e instanceof Error ? e.message : String(e)),
        );
        for (let i = 0; i < SAVES; i++) {
          f.saves.push(
            await saveToPage(`${site.base}/`, `Saved in run ${run} as number ${i} ${randomBytes(3).toString('hex')}`, site.save),
          );
        }
        f.uncached.push(await load(`${site.base}/`, CONNECTIONS, SECONDS));
        await settle(`${site.base}/`, quiet.get(site.name)!);
        f.cached.push(await load(`${site.cachedBase}/`, CONNECTIONS, SECONDS));
        await settle(`${site.base}/`, quiet.get(site.name)!);
        const last = f.lighthouse.at(-1);
        console.error(
          `  Lighthouse ${last ? `${last.performance}, TBT ${Math.round(last.tbt)} ms, JS ${(last.jsBytes / 1024).toFixed(1)} KB` : 'failed'}; ` +
            `${Math.round(f.uncached.at(-1)!.rps)} req/s, cached ${Math.round(f.cached.at(-1)!.rps)} req/s; ` +
            `save to page median ${median(f.saves.slice(-SAVES)).toFixed(0)} ms`,
        );
      }
    }
    printTable(sites, figures);
    // Errors under load are a figure of the table (WordPress times out at 50 connections without a
    // cache); only this site's count as a failure, as in `pnpm bench`.
    const ourFigures = figures.get(sites[0]!.name)!;
    const ourErrors = [...ourFigures.uncached, ...ourFigures.cached].reduce((sum, l) => sum + l.errors, 0);
    if (ourErrors) failures.push(`This site: ${ourErrors} error answers under load.`);
    for (const failure of failures) console.error(failure);
    return failures.length ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

function printTable(sites: Site[], figures: Map<string, Figures>): void {
  const [ours, wp] = sites.map((s) => figures.get(s.name)!) as [Figures, Figures];
  const lh = (f: Figures, pick: (r: LighthouseRun) => number) => median(f.lighthouse.map(pick));
  const rows: [string, (f: Figures) => number, (n: number) => string, 'higher' | 'lower'][] = [
    ['Lighthouse mobile performance', (f) => lh(f, (r) => r.performance), (n) => String(n), 'higher'],
    ['First contentful paint', (f) => lh(f, (r) => r.fcp), (n) => `${(n / 1000).toFixed(2)} s`, 'lower'],
    ['Largest contentful paint', (f) => lh(f, (r) => r.lcp), (n) => `${(n / 1000).toFixed(2)} s`, 'lower'],
    ['Total blocking time', (f) => lh(f, (r) => r.tbt), (n) => `${Math.round(n)} ms`, 'lower'],
    ['JavaScript transferred', (f) => lh(f, (r) => r.jsBytes), (n) => `${(n / 1024).toFixed(1)} KB`, 'lower'],
    ['All bytes transferred', (f) => lh(f, (r) => r.totalBytes), (n) => `${Math.round(n / 1024)} KB`, 'lower'],
    ['Requests', (f) => lh(f, (r) => r.requests), (n) => String(n), 'lower'],
    [`GET / req/s, no cache in front`, (f) => median(f.uncached.map((l) => l.rps)), (n) => String(Math.round(n)), 'higher'],
    [`GET / p99, no cache in front`, (f) => median(f.uncached.map((l) => l.p99)), (n) => `${n} ms`, 'lower'],
    [`GET / req/s through nginx's cache`, (f) => median(f.cached.map((l) => l.rps)), (n) => String(Math.round(n)), 'higher'],
    [`GET / p99 through nginx's cache`, (f) => median(f.cached.map((l) => l.p99)), (n) => `${n} ms`, 'lower'],
    [
      'GET / errors and timeouts, all load tests',
      (f) => [...f.uncached, ...f.cached].reduce((sum, l) => sum + l.errors, 0),
      (n) => String(n),
      'lower',
    ],
    ['Save to page (median)', (f) => median(f.saves), (n) => `${Math.round(n)} ms`, 'lower'],
    ["Lighthouse's CPU benchmark index", (f) => lh(f, (r) => r.benchmarkIndex), (n) => String(Math.round(n)), 'higher'],
  ];
  console.log(
    `\nThis site beside WordPress: medians of ${RUNS} alternating run(s), ${SAVES} saves per run, ` +
      `${CONNECTIONS} connections for ${SECONDS} s; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); ` +
      `load average at the end ${loadAverage()}.\n`,
  );
  console.log('| Figure | This site | WordPress | This site vs WordPress |');
  console.log('|---|---:|---:|---:|');
  for (const [label, pick, format, better] of rows) {
    const a = pick(ours);
    const b = pick(wp);
    const times = better === 'higher' ? a / b : b / a;
    const compared =
      label.startsWith("Lighthouse's") || !Number.isFinite(times) || times === 0
        ? ''
        : times >= 1
          ? `${times.toFixed(2)}x better`
          : `${(1 / times).toFixed(2)}x worse`;
    console.log(`| ${label} | ${format(a)} | ${format(b)} | ${compared} |`);
  }
}

runScript(main);
