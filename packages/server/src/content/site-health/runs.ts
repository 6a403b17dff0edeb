// The whole-site checks in site_health_runs: one row per run, its findings once finished. The
// latest finished run is what GET /site-health/ and the dashboard's counts answer.
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import {
  NO_SITE_HEALTH_COUNTS,
  SITE_HEALTH_KINDS,
  type SiteHealth,
  type SiteHealthCounts,
  type SiteHealthFinding,
  type SiteHealthRun,
} from '@site/contracts';
import type { Db } from '../../db/client.js';
import { siteHealthRuns } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';

type RunRow = typeof siteHealthRuns.$inferSelect;

/** Finished runs kept besides the latest (the rest are deleted as new ones finish). */
const RUNS_KEPT = 20;
/** A run not finished after this long was stopped with its server: it reads as failed. */
const RUN_LOST_MS = 30 * 60 * 1000;

function runOf(row: RunRow, now: Date): SiteHealthRun {
  const lost = !row.finishedAt && Date.parse(row.startedAt) < now.getTime() - RUN_LOST_MS;
  return {
    id: row.id,
    state: row.error || lost ? 'failed' : row.finishedAt ? 'done' : 'running',
    started_at: row.startedAt,
    finished_at: row.finishedAt,
    error: row.error ?? (lost ? 'The check stopped unfinished (its server stopped).' : null),
  };
}

export async function startRun(db: Db, now: Date, requestedBy: string | null): Promise<SiteHealthRun> {
  const [row] = await db.insert(siteHealthRuns).values({ startedAt: now.toISOString(), requestedBy }).returning();
  return runOf(row!, now);
}

export async function finishRun(db: Db, id: number, findings: SiteHealthFinding[], now: Date): Promise<void> {
  await db.update(siteHealthRuns).set({ finishedAt: now.toISOString(), findings }).where(eq(siteHealthRuns.id, id));
  const kept = await db
    .select({ id: siteHealthRuns.id })
    .from(siteHealthRuns)
    .where(isNotNull(siteHealthRuns.finishedAt))
    .orderBy(desc(siteHealthRuns.id))
    .limit(1)
    .offset(RUNS_KEPT);
  if (kept[0]) await db.delete(siteHealthRuns).where(lt(siteHealthRuns.id, kept[0].id));
}

export async function failRun(db: Db, id: number, error: string, now: Date): Promise<void> {
  await db.update(siteHealthRuns).set({ finishedAt: now.toISOString(), error }).where(eq(siteHealthRuns.id, id));
}

export async function readRun(db: Db, id: number, now: Date): Promise<SiteHealthRun> {
  const [row] = await db.select().from(siteHealthRuns).where(eq(siteHealthRuns.id, id));
  if (!row) throw new ApiError(404, { error: `There is no site-health run ${id}.` });
  return runOf(row, now);
}

/** The latest run that finished with findings, or undefined before the first. */
async function latestDone(db: Db): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(siteHealthRuns)
    .where(and(isNotNull(siteHealthRuns.finishedAt), isNull(siteHealthRuns.error)))
    .orderBy(desc(siteHealthRuns.id))
    .limit(1);
  return row;
}

export interface FindingFilter {
  kind?: SiteHealthFinding['kind'] | undefined;
  page?: string | undefined;
  locale?: string | undefined;
}

/** The latest finished run's findings (those the filter names); checked_at null before the first. */
export async function latestSiteHealth(db: Db, filter: FindingFilter = {}): Promise<SiteHealth> {
  const row = await latestDone(db);
  if (!row) return { checked_at: null, findings: [] };
  const findings = ((row.findings as SiteHealthFinding[] | null) ?? []).filter(
    (f) =>
      (filter.kind === undefined || f.kind === filter.kind) &&
      (filter.page === undefined || f.page === filter.page) &&
      (filter.locale === undefined || f.locale === filter.locale),
  );
  return { checked_at: row.finishedAt, findings };
}

/** The dashboard's counts by kind of the latest finished run. */
export async function latestCounts(db: Db): Promise<SiteHealthCounts> {
  const { checked_at, findings } = await latestSiteHealth(db);
  if (checked_at === null) return NO_SITE_HEALTH_COUNTS;
  const by_kind = Object.fromEntries(SITE_HEALTH_KINDS.map((kind) => [kind, findings.filter((f) => f.kind === kind).length]));
  return { checked_at, total: findings.length, by_kind: by_kind as SiteHealthCounts['by_kind'] };
}
