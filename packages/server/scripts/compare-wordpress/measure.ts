// The figures compared with WordPress (bench-wordpress.ts), each measured the same way on both
// sites: one Lighthouse mobile run of a page with the JavaScript it transferred, requests per
// second under autocannon, and the time from a content write to the page showing it.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { lighthouseReport } from '../lighthouse-chrome.js';
import { median as medianOf } from '../stats.js';

export interface LighthouseRun {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Bytes of JavaScript transferred (compressed), and of everything. */
  jsBytes: number;
  totalBytes: number;
  requests: number;
  benchmarkIndex: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}
interface Lhr {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

/** The figures of one Lighthouse result (its JSON report). */
export function figuresOf(lhr: Lhr): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (list: NetworkRequest[]) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    jsBytes: bytes(requests.filter((r) => r.resourceType === 'Script')),
    totalBytes: bytes(requests),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run (its default: mobile, simulated slow 4G and 4x CPU slowdown) of `url` in a
 * fresh headless Chromium, started here and stopped by its PID; the JSON report is kept as `output`.
 */
export async function lighthouseRun(url: string, output: string): Promise<LighthouseRun> {
  const profile = fs.mkdtempSync(`${output}-chrome-`);
  const lhr = await lighthouseReport<Lhr>(url, url, { profile, output, flags: ['--only-categories=performance'] });
  return figuresOf(lhr);
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and non-2xx answers. */
  errors: number;
}

/** autocannon against `url` from this process, as a browser asks (compressed answers). */
export async function load(url: string, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Milliseconds from the start of `save(text)` until `url` answers a page containing `text`, asking
 * again as soon as an answer comes without it (a visitor reloading), for at most ten seconds.
 */
export async function saveToPage(url: string, text: string, save: (text: string) => Promise<void>): Promise<number> {
  const started = performance.now();
  await save(text);
  const needle = text.replace(/&/g, '&amp;');
  while (performance.now() - started < 10_000) {
    const page = await (await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })).text();
    if (page.includes(needle)) return performance.now() - started;
  }
  throw new Error(`${url} did not show "${text}" within 10 s of the save.`);
}

/** Milliseconds `url` takes to answer one request. */
async function answerTime(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
  return performance.now() - started;
}

/** The quickest of three answers of `url`: what `settle` waits to get back to. */
export async function quietAnswerTime(url: string): Promise<number> {
  return Math.min(await answerTime(url), await answerTime(url), await answerTime(url));
}

/**
 * Waits until `url` answers within twice its quiet time again (50 ms more at least): after a load
 * test, PHP-FPM still works through the requests queued on its socket, and whatever is measured
 * next would wait behind them. Gives up after two minutes.
 */
export async function settle(url: string, quietMs: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && (await answerTime(url)) > Math.max(2 * quietMs, quietMs + 50)) {
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The median of the figures measured, a failed run's NaN left out (NaN when every run failed). */
export const median = (values: number[]): number => medianOf(values.filter((v) => !Number.isNaN(v)));
