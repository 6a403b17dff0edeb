// The site's health checks as the server runs them: a whole-site run in the background after content
// is written (a burst of publishes is one or two runs, not one each), once a day for the outside
// links, and on request; and what publishing one document would add (POST /site-health/check).
import type { SiteHealthCheckRequest, SiteHealthFinding, SiteHealthRun } from '@site/contracts';
import type { Db } from '../../db/client.js';
import type { Renderer } from '../../render/renderer.js';
import { onDocumentWritten } from '../document-writes.js';
import { documentsAt, draftDocuments } from '../drafts.js';
import { documentIn, resolveLocale } from '../translations.js';
import { checkOutsideLinks } from './outside-links.js';
import { failRun, finishRun, readRun, startRun } from './runs.js';
import { findingKey, findOnSite } from './site-findings.js';

export interface SiteHealthOptions {
  db: Db;
  renderer: Renderer | undefined;
  clock: () => Date;
  /** Whether links to other sites are asked: all, none, or those at these host names (tests: a local server's). */
  outsideLinks: boolean | readonly string[];
  /** Whether content writes start a run (off in most tests: a run reads every page). */
  afterWrites: boolean;
  /** Whether a publish is checked first; off, `check` finds nothing. */
  publishChecks?: boolean;
  /** How long after a write the run starts, gathering the writes of a burst (ms). */
  delayMs?: number;
  /** How often the outside links are checked again (ms); a day. */
  dailyMs?: number;
  log?: (error: unknown) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

export class SiteHealthChecks {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** A write came while a run was going: one more run when it ends. */
  private again = false;
  private readonly stopListening: () => void;
  private readonly daily: NodeJS.Timeout;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly options: SiteHealthOptions) {
    this.stopListening = options.afterWrites
      ? onDocumentWritten(options.db, (document) => {
          if (document !== 'messages') this.soon();
        })
      : () => {};
    this.daily = setInterval(() => this.soon(), options.dailyMs ?? DAY_MS);
    this.daily.unref();
  }

  /** A background run shortly, gathering what else is written meanwhile. */
  soon(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.running) {
        this.again = true;
        return;
      }
      this.running = this.track(this.run(null).then((run) => run.finished))
        .catch((error: unknown) => this.options.log?.(error))
        .finally(() => {
          this.running = undefined;
          if (this.again) {
            this.again = false;
            this.soon();
          }
        });
    }, this.options.delayMs ?? 1000);
    this.timer.unref();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => {});
    return work;
  }

  /** Starts a whole-site run (its row at once); `finished` settles when it is stored. */
  async run(requestedBy: string | null): Promise<{ run: SiteHealthRun; finished: Promise<void> }> {
    const { db, clock } = this.options;
    const run = await startRun(db, clock(), requestedBy);
    const finished = this.track(
      (async () => {
        try {
          const { findings } = await findOnSite(db, {
            renderer: this.options.renderer,
            checkOutside: (urls) => this.checkOutside(urls),
          });
          await finishRun(db, run.id, findings, clock());
        } catch (error) {
          if (this.stopped) return;
          await failRun(db, run.id, error instanceof Error ? error.message : String(error), clock()).catch(() => {});
          throw error;
        }
      })(),
    );
    return { run, finished };
  }

  /** A run on request: answered when done within `waitMs`, else as running (to poll). */
  async runNow(requestedBy: string, waitMs: number): Promise<SiteHealthRun> {
    const { run, finished } = await this.run(requestedBy);
    const done = await Promise.race([
      finished.then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs).unref()),
    ]);
    return done ? readRun(this.options.db, run.id, this.options.clock()) : run;
  }

  private async checkOutside(urls: readonly string[]): Promise<void> {
    const { outsideLinks } = this.options;
    const asked =
      outsideLinks === true ? urls : outsideLinks === false ? [] : urls.filter((url) => outsideLinks.includes(hostOf(url)));
    if (!asked.length) return;
    await checkOutsideLinks(this.options.db, asked, { now: this.options.clock });
  }

  /**
   * What publishing the document would add: the findings of its language's pages with `data` (or its
   * saved draft) in place of the published document, less those the pages have now. Outside links the
   * change adds are checked now when their last check is older than a day.
   */
  async check(request: SiteHealthCheckRequest): Promise<SiteHealthFinding[]> {
    const { db, renderer } = this.options;
    if (this.options.publishChecks === false) return [];
    const locale = await resolveLocale(db, request.locale);
    const [doc] = await documentsAt(db, [request.document]);
    const localised = documentIn(doc!, locale);
    const data =
      request.data !== undefined ? await localised.validate(request.data) : (await draftDocuments(db)).get(localised.id);
    if (data === undefined) return [];
    const code = locale.language.code;
    const before = await findOnSite(db, { renderer, locale: code });
    const after = await findOnSite(db, {
      renderer,
      locale: code,
      drafts: new Map([[localised.id, data]]),
      checkOutside: (urls) => this.checkOutside(urls.filter((url) => !before.outside.has(url))),
    });
    const known = new Set(before.findings.map(findingKey));
    return after.findings.filter((f) => !known.has(findingKey(f)));
  }

  /** Stops the timers and waits for the runs under way (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.daily);
    this.stopListening();
    await Promise.allSettled([...this.inFlight]);
  }
}
