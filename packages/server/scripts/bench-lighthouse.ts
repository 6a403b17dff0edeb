// `pnpm bench:lighthouse`: starts the production server on a temporary copy of the demo
// content and runs the Lighthouse CLI against one page of each kind (lighthouse-pages.ts: the home
// page, /about, a service, the gallery, the projects, the contact page and an editor-built page),
// mobile (the default config) and desktop (its desktop preset), three runs each, one after another. Chrome is
// started here, one fresh profile per run, and Lighthouse attaches to its debugging port, so that
// both are stopped by PID even when a run hangs. Prints the median of each figure and the audits
// that fail outside performance; exits non-zero only when Lighthouse itself fails.
// LH_RUNS (default 3), LH_PAGES (comma-separated paths) and LH_FORM_FACTORS (mobile,desktop) shorten it;
// LH_REPORTS_DIR keeps every run's JSON report there for a closer look. LH_LOAD=1 measures on a busy
// machine: all along, a second demo server is loaded as `pnpm bench` loads it (autocannon, 50
// connections on `/`, from this process), so the browser shares the CPU with a server at work; a
// bare page (bare-page.ts) is then measured last, the floor under the site's figures that moment.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BARE_PAGE_LABEL, serveBarePage } from './bare-page.js';
import { runScript, startDemoServer, stopProcess } from './demo-server.js';
import { Editor } from './editor-client.js';
import { lighthouseReport } from './lighthouse-chrome.js';
import { pagesToMeasure } from './lighthouse-pages.js';
import { median } from './stats.js';

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const FORM_FACTORS = (process.env.LH_FORM_FACTORS ?? 'mobile,desktop').split(',').filter(Boolean) as FormFactor[];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Audits that are not pass/fail: they never count as failing. */
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

type FormFactor = 'mobile' | 'desktop';

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: unknown[] };
}
/** The part of Lighthouse's result (LHR) read here. */
interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] }>;
  audits: Record<string, Audit>;
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  /** Failing audit ids outside performance, and the performance audits scoring under 0.9. */
  failing: string[];
  slowAudits: string[];
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed at the time; its mobile throttling assumes ~1000+. */
  benchmarkIndex: number;
}

function failingAudits(lhr: Lhr, categories: readonly string[], below: number): string[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      // The metrics are in the table already; the audits that explain them are what is listed.
      .filter((ref) => ref.group !== 'metrics')
      .map((ref) => ref.id)
      .filter((id) => {
        const audit = lhr.audits[id];
        return audit && !UNSCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < below;
      }),
  );
}

/** The HTML of the largest contentful paint's element, from the audit's first table. */
function lcpElement(lhr: Lhr): string {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { node?: { snippet?: string } }[];
  }[];
  return tables[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

async function lighthouse(url: string, formFactor: FormFactor, dir: string, name: string): Promise<Run> {
  const profile = fs.mkdtempSync(path.join(dir, 'chrome-'));
  const reports = process.env.LH_REPORTS_DIR;
  if (reports) fs.mkdirSync(reports, { recursive: true });
  const output = path.join(reports ?? dir, `${name}.json`);
  fs.rmSync(output, { force: true });
  const lhr = await lighthouseReport<Lhr>(url, `${url} (${formFactor})`, {
    profile,
    output,
    flags: [`--only-categories=${CATEGORIES.join(',')}`, ...(formFactor === 'desktop' ? ['--preset=desktop'] : [])],
  });
  for (const warning of lhr.runWarnings) console.error(`  warning: ${warning}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])) as Run['scores'],
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
    failing: failingAudits(lhr, CATEGORIES.slice(1), 1),
    slowAudits: failingAudits(lhr, ['performance'], 0.9),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Loads a second demo server in `dir` as `pnpm bench` does, until the answered function is called;
 * that function answers how many requests were made.
 */
async function loadTheMachine(dir: string): Promise<() => Promise<number>> {
  const loaded = await startDemoServer(dir, { username: 'load', password: randomBytes(12).toString('hex') });
  let finished: (result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
  const instance = autocannon(
    { url: `${loaded.baseURL}/`, connections: 50, duration: 24 * 3600, headers: { 'accept-encoding': 'br, gzip' } },
    (_error, result) => finished(result),
  );
  return async () => {
    instance.stop();
    const result = await done;
    await stopProcess(loaded.child);
    return result.requests.total;
  };
}

/** Ids seen in any run, each once, with how many runs it failed in when not all. */
function union(lists: string[][]): string {
  const counts = new Map<string, number>();
  for (const id of lists.flat()) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => (n === lists.length ? id : `${id} (${n}/${lists.length})`)).join(', ') || 'none';
}

/** The table row of one page and form factor: the median of each figure over its runs. */
function row(page: string, formFactor: FormFactor, runs: Run[]): Record<string, string | number> {
  const m = (pick: (r: Run) => number) => median(runs.map(pick));
  return {
    page,
    form: formFactor,
    runs: runs.length,
    perf: m((r) => r.scores.performance),
    a11y: m((r) => r.scores.accessibility),
    'best pr.': m((r) => r.scores['best-practices']),
    seo: m((r) => r.scores.seo),
    'FCP s': +(m((r) => r.fcp) / 1000).toFixed(2),
    'LCP s': +(m((r) => r.lcp) / 1000).toFixed(2),
    'TBT ms': Math.round(m((r) => r.tbt)),
    CLS: +m((r) => r.cls).toFixed(3),
    KB: Math.round(m((r) => r.bytes) / 1024),
    requests: m((r) => r.requests),
    'CPU index': Math.round(m((r) => r.benchmarkIndex)),
  };
}

function notesOf(page: string, formFactor: FormFactor, runs: Run[]): string[] {
  return [
    `${page} ${formFactor}: failing a11y/best-practices/SEO audits: ${union(runs.map((r) => r.failing))}`,
    `${page} ${formFactor}: performance audits under 0.9: ${union(runs.map((r) => r.slowAudits))}`,
    `${page} ${formFactor}: LCP element: ${[...new Set(runs.map((r) => r.lcpElement))].join(' | ')}`,
  ];
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
  let server: ChildProcess | undefined;
  let unload: (() => Promise<number>) | undefined;
  let bare: Awaited<ReturnType<typeof serveBarePage>> | undefined;
  try {
    const admin = { username: 'bench', password: randomBytes(12).toString('hex') };
    const demo = await startDemoServer(dir, admin);
    server = demo.child;
    const editor = new Editor(demo.baseURL);
    await editor.signIn(admin.username, admin.password);
    const slugs = (await (await fetch(`${demo.baseURL}/backend/api/get-service-slugs`)).json()) as { slug: string }[];
    const pages = await pagesToMeasure(editor, slugs);
    const asked = process.env.LH_PAGES?.split(',').filter(Boolean) ?? pages;
    const targets = asked.map((page) => ({ page, url: `${demo.baseURL}${page}` }));
    if (process.env.LH_LOAD === '1') {
      unload = await loadTheMachine(fs.mkdtempSync(path.join(dir, 'load-')));
      bare = await serveBarePage();
      targets.push({ page: BARE_PAGE_LABEL, url: bare.url });
    }
    const rows: Record<string, string | number>[] = [];
    const notes: string[] = [];
    const failures: string[] = [];
    for (const { page, url } of targets) {
      // The targets are for what visitors get: a page rendered once per content version and then
      // served from memory. Without this the first run alone would time the first render.
      const warm = await fetch(url);
      if (!warm.ok) failures.push(`${page} answered ${warm.status} before measuring.`);
      for (const formFactor of FORM_FACTORS) {
        const runs: Run[] = [];
        for (let i = 1; i <= RUNS; i++) {
          console.error(`Lighthouse ${page} ${formFactor} run ${i}/${RUNS}`);
          const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${formFactor}-${i}`;
          // A failed run is reported and the others go on: one bad page does not hide the rest.
          await lighthouse(url, formFactor, dir, name).then(
            (run) => runs.push(run),
            (error: unknown) => failures.push(error instanceof Error ? error.message : String(error)),
          );
        }
        if (runs.length === 0) continue;
        rows.push(row(page, formFactor, runs));
        notes.push(...notesOf(page, formFactor, runs));
      }
    }
    const loadRequests = await unload?.();
    unload = undefined;
    console.log(
      `\nLighthouse medians of ${RUNS} run(s)${loadRequests === undefined ? '' : `, beside a load of ${loadRequests} requests`}, load average ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}\n`,
    );
    console.table(rows);
    console.log(notes.join('\n'));
    for (const failure of failures) console.error(failure);
    return failures.length ? 1 : 0;
  } finally {
    await unload?.();
    await bare?.close();
    if (server) await stopProcess(server);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

runScript(main);
