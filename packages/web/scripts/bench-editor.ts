// `pnpm bench:editor`: the editor's speed as an admin feels it, in Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium) driven by Playwright, with the editor's tab slowed down four times
// (CDP Emulation.setCPUThrottlingRate, rate 4, the CPU slowdown of Lighthouse's mobile preset) on a
// 1440 x 900 window, against the built server on a temporary copy of the demo content. The network
// is the loopback, not throttled: these are the editor's own costs (its scripts, its rendering, the
// server's answers), not a phone network's. Each run, BENCH_RUNS (3) of them after one warm-up run
// that is not counted (the server's first answers of each kind), measures:
//
//   login      a fresh browser (empty cache and storage) opens /login, until the sign-in form is
//              usable: both inputs and the Login button there and enabled;
//   sign-in    the Login button clicked with the right credentials, until the screen it opens
//              (/admin, the Home section editor) is usable: its Sections list and its live preview
//              drawn;
//   dashboard  a fresh browser holding a session opens /admin/dashboard, until its cards are shown
//              with the dashboard's data;
//   screen     a fresh browser holding a session opens /admin/gallery, the screen of the largest
//              section form, until its Sections list and its live preview are drawn (also shown:
//              how long after its navigation's start it asked for the page's content, and how long
//              after the editor's code started, at its session check);
//   form       on that screen the Gallery button clicked, until the form's fields are usable. The
//              Gallery section's form is the largest of the demo content: 66 fields in 667 elements,
//              against 40 in 457 for the About page's Team and 40 in 425 for the Home page's grid
//              cards (every section's form counted in the same browser); Settings is a screen of
//              its own, not a section form;
//   keystroke  in that form's Title, 50 keystrokes one after another, from each keydown to the
//              live preview showing the new title (p95 and p50 of the 50);
//   publish    the form's Publish clicked, until a visitor (a second browser context, not slowed
//              down) asking for /gallery every 20 ms gets HTML with the new title; the page is
//              then opened once to check that it shows it. The editor's success message is timed
//              beside it.
//
// How "usable" and "shown" are timed: a script added to every page before its own scripts
// (addInitScript) checks the screen's state once per animation frame (requestAnimationFrame) and
// notes the first frame at which each state holds, as epoch milliseconds (performance.timeOrigin +
// performance.now()). A cold screen counts from its navigation's start (performance.timeOrigin);
// a click counts from the click event's own time stamp (event.timeStamp), noted by the same script
// in sessionStorage, so that a click that navigates (Login) is still known on the next page.
//
// A keystroke's latency: before each key, the page notes its keydown's event.timeStamp (a listener
// in the capture phase on the document, the first to see it) and watches the preview's title
// element with a MutationObserver (text and children). When that element's text is the form's new
// title, the observer's time is when the DOM holds it; the figure is taken one frame later: the
// next requestAnimationFrame callback and then a message (MessageChannel), which runs after the
// frame is painted, so it is keydown to the preview painted with the new text. The next key is
// pressed only after that, with a pause of PAUSE_MS between keys, about a quick typist's pace.
//
// Prints each run and the medians (the keystrokes' p95 is each run's, its median over the runs)
// against the targets: each screen usable within 1.5 s cold, keystroke to preview p95 <= 50 ms,
// Publish to the public page <= 1 s. Exits non-zero only when a measure itself fails, not when a
// figure misses its target. The browser is closed and the server stopped by its PID at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { runScript, startDemoServer, stopProcess } from '../../server/scripts/demo-server';
import { median, percentile } from '../../server/scripts/stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const WARMUP_RUNS = Math.max(0, Number(process.env.BENCH_WARMUP ?? 1));
const KEYSTROKES = 50;
const CPU_SLOWDOWN = 4;
const PAUSE_MS = 100;
/** How often the visitor asks for the public page after Publish. */
const POLL_MS = 20;
const VIEWPORT = { width: 1440, height: 900 };
/** How long one state may take before the run counts as failed. */
const STATE_TIMEOUT_MS = 60_000;

/** The states timed, each noted at the first animation frame it holds. */
type State = 'login' | 'editor' | 'dashboard' | 'screen' | 'form';

interface Run {
  login: number;
  signIn: number;
  dashboard: number;
  screen: number;
  /** The cold Gallery screen's navigation to its request for the page's content. */
  screenAsked: number;
  /** From the editor's session check to the Gallery screen asking for its content: the editor's own code. */
  screenAskedAfterStart: number;
  form: number;
  keystrokeP95: number;
  keystrokeP50: number;
  /** Keydown to the preview's DOM holding the text, before it is painted (p95). */
  keystrokeDomP95: number;
  /** Publish clicked to the editor's success message. */
  saved: number;
  publish: number;
}

declare global {
  interface Window {
    /** Epoch ms of the first frame at which each state held. */
    __benchReady?: Partial<Record<State, number>>;
  }
}

/**
 * Added to every page of the editor's browser before its scripts: notes when each state first holds
 * (one check per animation frame) and when the last click happened. Runs in the page, so it names
 * only what is in the page.
 */
function watchStates(watched: State[]): void {
  const now = () => performance.timeOrigin + performance.now();
  const ready: Partial<Record<State, number>> = {};
  window.__benchReady = ready;
  document.addEventListener(
    'click',
    (event) => sessionStorage.setItem('benchClick', String(performance.timeOrigin + event.timeStamp)),
    true,
  );
  const usable = (element: Element | null) =>
    element instanceof HTMLElement && !element.matches(':disabled') && element.getClientRects().length > 0;
  const previewDrawn = () => {
    const preview = document.querySelector('[data-testid="preview"]');
    return Boolean(preview && (preview.textContent ?? '').trim().length > 0 && preview.querySelector('h1, h2'));
  };
  const screenDrawn = () => {
    const sections = document.querySelector('ul[aria-label="Sections"]');
    return Boolean(sections && usable(sections.querySelector('button')) && previewDrawn());
  };
  const checks: Record<State, () => boolean> = {
    login: () =>
      usable(document.querySelector('input[name="username"]')) &&
      usable(document.querySelector('input[name="password"]')) &&
      usable(document.querySelector('form[aria-labelledby="login-title"] button[type="submit"]')),
    editor: () => location.pathname === '/admin' && screenDrawn(),
    dashboard: () =>
      Boolean(document.querySelector('section[aria-labelledby="dashboard-drafts"]')) &&
      Boolean(document.querySelector('section[aria-labelledby="dashboard-recent-changes"]')),
    screen: () => location.pathname === '/admin/gallery' && screenDrawn(),
    form: () => {
      const form = document.querySelector('form[aria-label="Edit Gallery"]');
      const fields = form ? [...form.querySelectorAll('input, textarea, select')] : [];
      // The form is drawn at once, all its fields together: its first text field stands for them.
      return usable(fields.find((field) => field.matches('input[type="text"], input:not([type]), textarea')) ?? null);
    },
  };
  // Only the states this browser is to reach are checked, and none once all are noted, so that the
  // checks cost nothing while keystrokes are timed.
  const frame = () => {
    for (const state of watched) if (ready[state] === undefined && checks[state]()) ready[state] = now();
    if (watched.some((state) => ready[state] === undefined)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The `p`th percentile of values in any order. */
const percentileOf = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

/** Epoch ms at which `state` first held on `page`, waiting for it. */
async function readyAt(page: Page, state: State): Promise<number> {
  try {
    const handle = await page.waitForFunction((s) => window.__benchReady?.[s], state, { timeout: STATE_TIMEOUT_MS, polling: 50 });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    throw new Error(`The state "${state}" was not reached on ${page.url()}.`, { cause: error });
  }
}

const navigationStart = (page: Page) => page.evaluate(() => performance.timeOrigin);
const lastClick = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('benchClick')));

interface Session {
  token: string;
  user: unknown;
}

class Bench {
  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
    private readonly admin: { username: string; password: string },
  ) {}

  /** A fresh context (empty cache), holding `session` when given, whose page runs at a quarter of the CPU's speed. */
  private async coldPage(watched: State[], session?: Session): Promise<{ context: BrowserContext; page: Page }> {
    const context = await this.browser.newContext({
      viewport: VIEWPORT,
      storageState: {
        cookies: [],
        origins: session
          ? [
              {
                origin: this.baseURL,
                localStorage: [
                  { name: 'authToken', value: session.token },
                  { name: 'user', value: JSON.stringify(session.user) },
                ],
              },
            ]
          : [],
      },
    });
    // tsx keeps functions' names by wrapping them in its helper __name, which a function sent to the
    // page calls there: the page gets one that does nothing (for this and for armKeystroke).
    await context.addInitScript({
      content: `globalThis.__name ??= (f) => f;\n(${watchStates.toString()})(${JSON.stringify(watched)});`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return { context, page };
  }

  /** A session of its own through the API, as the browser tests' storeSession has. */
  private async session(): Promise<Session> {
    const response = await fetch(`${this.baseURL}/backend/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(this.admin),
    });
    if (!response.ok) throw new Error(`Admin login failed with ${response.status}.`);
    const body = (await response.json()) as { auth_token: string; user: unknown };
    return { token: body.auth_token, user: body.user };
  }

  /** Cold /login to a usable form, then Login to the screen it opens. */
  private async loginAndSignIn(): Promise<Pick<Run, 'login' | 'signIn'>> {
    const { context, page } = await this.coldPage(['login', 'editor']);
    try {
      await page.goto(`${this.baseURL}/login`);
      const login = (await readyAt(page, 'login')) - (await navigationStart(page));
      await page.locator('input[name="username"]').fill(this.admin.username);
      await page.locator('input[name="password"]').fill(this.admin.password);
      if ((await page.locator('input[name="username"]').inputValue()) !== this.admin.username)
        throw new Error('The sign-in form did not keep what was typed.');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(/\/admin$/, { timeout: STATE_TIMEOUT_MS });
      const signIn = (await readyAt(page, 'editor')) - (await lastClick(page));
      return { login, signIn };
    } finally {
      await context.close();
    }
  }

  private async dashboard(): Promise<number> {
    const { context, page } = await this.coldPage(['dashboard'], await this.session());
    try {
      await page.goto(`${this.baseURL}/admin/dashboard`);
      return (await readyAt(page, 'dashboard')) - (await navigationStart(page));
    } finally {
      await context.close();
    }
  }

  /** The Gallery screen cold, its form opened, 50 keystrokes in its Title, then Publish to a visitor's page. */
  private async galleryForm(run: string): Promise<Omit<Run, 'login' | 'signIn' | 'dashboard'>> {
    const { context, page } = await this.coldPage(['screen', 'form'], await this.session());
    const visitorContext = await this.browser.newContext({ viewport: VIEWPORT });
    try {
      await page.goto(`${this.baseURL}/admin/gallery`);
      const screen = (await readyAt(page, 'screen')) - (await navigationStart(page));
      // When the screen asked for its content: from its navigation's start, and from the editor's
      // first request (its session check, made as the editor's code starts).
      const [sessionAsked, screenAsked] = await page.evaluate(() =>
        ['/backend/auth/users/me/', '/backend/api/pages/gallery'].map(
          (end) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(end))?.startTime ?? NaN,
        ),
      );

      await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Gallery', exact: true }).click();
      const form = (await readyAt(page, 'form')) - (await lastClick(page));

      const dialog = page.getByRole('dialog', { name: 'Edit Gallery' });
      const title = dialog.getByLabel('Title', { exact: true }).first();
      const start = `Bench ${run} `;
      await title.fill(start);
      await page.getByTestId('preview').first().getByText(start.trim(), { exact: true }).waitFor();
      await title.press('End');
      const typed = 'abcdefghijklmnopqrstuvwxyz'.repeat(2).slice(0, KEYSTROKES);
      const painted: number[] = [];
      const dom: number[] = [];
      let value = start;
      for (const key of typed) {
        value += key;
        const armed = page.evaluate(armKeystroke, { expected: value.trim(), start: start.trim() });
        // Calls into the page run in order: once this answers, the keystroke's watch is in place.
        if (!(await page.evaluate(() => window.__benchArmed))) throw new Error('The keystroke was not watched.');
        await page.keyboard.press(key);
        const timing = await armed;
        painted.push(timing.painted);
        dom.push(timing.dom);
        await page.waitForTimeout(PAUSE_MS);
      }
      if ((await title.inputValue()) !== value)
        throw new Error(`The title field holds "${await title.inputValue()}", not "${value}".`);
      const finalTitle = value.trim();

      const visitor = await visitorContext.newPage();
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      const clicked = await lastClick(page);
      const savedMessage = page.getByText('Gallery updated successfully!', { exact: true });
      const [saved, publish] = await Promise.all([
        savedMessage.waitFor({ timeout: STATE_TIMEOUT_MS }).then(() => Date.now() - clicked),
        this.visitorSees(visitor, '/gallery', finalTitle).then((at) => at - clicked),
      ]);
      return {
        screen,
        screenAsked: Math.round(screenAsked ?? NaN),
        screenAskedAfterStart: Math.round((screenAsked ?? NaN) - (sessionAsked ?? NaN)),
        form,
        keystrokeP95: percentileOf(painted, 95),
        keystrokeP50: percentileOf(painted, 50),
        keystrokeDomP95: percentileOf(dom, 95),
        saved,
        publish,
      };
    } finally {
      await context.close();
      await visitorContext.close();
    }
  }

  /**
   * Asks for `address` every POLL_MS as a visitor (the request API of a second browser context, not
   * slowed down, without a cache) until its HTML holds `text`: the epoch ms it first did. The page is
   * then opened once to check that the text is shown (not timed).
   */
  private async visitorSees(visitor: Page, address: string, text: string): Promise<number> {
    const url = `${this.baseURL}${address}`;
    const deadline = Date.now() + STATE_TIMEOUT_MS;
    let at: number | undefined;
    while (at === undefined && Date.now() < deadline) {
      const html = await (await visitor.request.get(url)).text();
      if (html.includes(text)) at = Date.now();
      else await new Promise((r) => setTimeout(r, POLL_MS));
    }
    if (at === undefined) throw new Error(`${address} did not show "${text}" within ${STATE_TIMEOUT_MS / 1000}s of Publish.`);
    await visitor.goto(url);
    if (!(await visitor.getByText(text, { exact: true }).first().isVisible()))
      throw new Error(`${address} holds "${text}" but does not show it.`);
    return at;
  }

  async run(name: string): Promise<Run> {
    return { ...(await this.loginAndSignIn()), dashboard: await this.dashboard(), ...(await this.galleryForm(name)) };
  }
}

declare global {
  interface Window {
    __benchArmed?: boolean;
  }
}

/**
 * Runs in the editor's page before one keystroke: resolves with the milliseconds from the keydown to
 * the preview's DOM holding `expected` in its title element, and to the frame after that painted.
 */
function armKeystroke({ expected, start }: { expected: string; start: string }): Promise<{ dom: number; painted: number }> {
  const preview = document.querySelector('[data-testid="preview"]');
  if (!preview) throw new Error('No live preview on the screen.');
  // The deepest element whose own text is the title as it stands: the preview's title heading.
  const candidates = [...preview.querySelectorAll('*')].filter((element) => {
    const text = element.textContent?.trim() ?? '';
    return text.startsWith(start) && text.length < expected.length + 1 && element.children.length === 0;
  });
  const target = candidates[0];
  if (!target) throw new Error(`The preview shows no title starting with "${start}".`);
  return new Promise((resolve, reject) => {
    let keydown: number | undefined;
    const onKeydown = (event: KeyboardEvent) => {
      keydown = event.timeStamp;
    };
    document.addEventListener('keydown', onKeydown, { capture: true, once: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`The preview did not show "${expected}" within 10 s.`));
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (target.textContent?.trim() !== expected || keydown === undefined) return;
      const dom = performance.now() - keydown;
      observer.disconnect();
      clearTimeout(timer);
      const from = keydown;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ dom, painted: performance.now() - from });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(target, { characterData: true, childList: true, subtree: true });
    window.__benchArmed = true;
  }).finally(() => {
    window.__benchArmed = false;
  }) as Promise<{ dom: number; painted: number }>;
}

const FIGURES: { key: keyof Run; label: string; target?: number }[] = [
  { key: 'login', label: 'cold /login to a usable sign-in form', target: 1500 },
  { key: 'signIn', label: 'Login clicked to the editor usable (/admin)', target: 1500 },
  { key: 'dashboard', label: 'cold /admin/dashboard to its cards', target: 1500 },
  { key: 'screen', label: 'cold /admin/gallery to its preview', target: 1500 },
  { key: 'screenAsked', label: 'cold /admin/gallery to asking for its content' },
  { key: 'screenAskedAfterStart', label: 'the editor started (session check) to asking for it' },
  { key: 'form', label: 'Gallery form (the largest) opened to usable', target: 1500 },
  { key: 'keystrokeP95', label: `keystroke to preview painted, p95 of ${KEYSTROKES}`, target: 50 },
  { key: 'keystrokeP50', label: `keystroke to preview painted, p50 of ${KEYSTROKES}` },
  { key: 'keystrokeDomP95', label: `keystroke to preview DOM, p95 of ${KEYSTROKES}` },
  { key: 'saved', label: "Publish clicked to the editor's success message" },
  { key: 'publish', label: 'Publish clicked to the visitor seeing it', target: 1000 },
];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-editor-'));
  const admin = { username: 'bench', password: randomBytes(12).toString('hex') };
  let server: Awaited<ReturnType<typeof startDemoServer>> | undefined;
  let browser: Browser | undefined;
  const loadBefore = load();
  try {
    server = await startDemoServer(dir, admin);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const bench = new Bench(browser, server.baseURL, admin);
    for (let i = 1; i <= WARMUP_RUNS; i++) {
      console.error(`warm-up run ${i}/${WARMUP_RUNS} (not counted)`);
      await bench.run(`warm-up ${i}`);
    }
    const runs: Run[] = [];
    for (let i = 1; i <= RUNS; i++) {
      console.error(`run ${i}/${RUNS}, load average ${load()}`);
      runs.push(await bench.run(`run ${i}`));
    }
    console.log(
      `\nThe editor at ${CPU_SLOWDOWN}x CPU slowdown, ${VIEWPORT.width} x ${VIEWPORT.height}, Chromium ${browser.version()}; ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; ` +
        `load average ${loadBefore} before, ${load()} after\n`,
    );
    console.table(
      FIGURES.map(({ key, label, target }) => {
        const value = median(runs.map((r) => r[key]));
        return {
          figure: label,
          ...Object.fromEntries(runs.map((r, i) => [`run ${i + 1} ms`, Math.round(r[key])])),
          'median ms': Math.round(value),
          target: target === undefined ? '' : `<= ${target}`,
          met: target === undefined ? '' : value <= target ? 'yes' : 'NO',
        };
      }),
    );
    return 0;
  } finally {
    if (browser) await browser.close();
    if (server) await stopProcess(server.child);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

runScript(main);
