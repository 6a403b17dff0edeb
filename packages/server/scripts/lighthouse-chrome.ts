// What the Lighthouse benchmarks share (bench-lighthouse.ts, compare-wordpress/measure.ts): Debian's
// Chromium started with a debugging port for Lighthouse's CLI to attach to, so that both are stopped
// by their PIDs even when a run hangs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess } from './demo-server.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** One run takes 20-60 s here; beyond this it is stuck and counts as a failure. */
export const RUN_TIMEOUT_MS = 180_000;
/** CI runs as root, so no sandbox; the rest keeps Chrome from reaching the internet. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
];

/** Lighthouse's command-line entry, run with this Node. */
export const lighthouseCli = path.join(
  path.dirname(createRequire(fileURLToPath(import.meta.url)).resolve('lighthouse/package.json')),
  'cli/index.js',
);

/** Resolves with the exit code, or kills the process (by PID) and rejects after `timeoutMs`. */
export function exitOf(child: ChildProcess, what: string, timeoutMs = RUN_TIMEOUT_MS): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopProcess(child);
      reject(new Error(`${what} did not finish within ${timeoutMs / 1000}s.`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

/** A headless Chromium on the profile folder `profile`, once its debugging port answers. */
export async function startChrome(profile: string): Promise<{ chrome: ChildProcess; port: number }> {
  const port = await freePort();
  const chrome = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (chrome.exitCode !== null) throw new Error(`${CHROME_PATH} exited with code ${chrome.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { chrome, port };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopProcess(chrome);
  throw new Error(`${CHROME_PATH} did not open its debugging port within 30s.`);
}

/**
 * One Lighthouse run of `url` (`what` names it in errors) in a fresh Chromium on the profile folder
 * `profile`, its JSON report written to `output` and answered; Chromium is stopped by its PID and the
 * profile removed whatever happens. `flags` are Lighthouse's own (categories, preset).
 */
export async function lighthouseReport<R extends { runtimeError?: { code: string; message: string } }>(
  url: string,
  what: string,
  options: { profile: string; output: string; flags: string[] },
): Promise<R> {
  const { chrome, port } = await startChrome(options.profile);
  try {
    const args = [
      lighthouseCli,
      url,
      `--port=${port}`,
      '--output=json',
      `--output-path=${options.output}`,
      '--quiet',
      ...options.flags,
    ];
    const cli = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    const code = await exitOf(cli, `Lighthouse on ${what}`);
    if (code !== 0 || !fs.existsSync(options.output)) throw new Error(`Lighthouse exited with code ${code} on ${what}.`);
    const lhr = JSON.parse(fs.readFileSync(options.output, 'utf8')) as R;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${what}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await stopProcess(chrome);
    removeProfile(options.profile);
  }
}

/**
 * Chromium's helper processes can still be writing into the profile for a moment after the browser
 * itself has exited. A profile that will not go is left for the caller's temporary folder to take:
 * it must not turn a finished run into a failed one.
 */
function removeProfile(profile: string): void {
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.error(`  the profile ${profile} was left: ${error instanceof Error ? error.message : String(error)}`);
  }
}
