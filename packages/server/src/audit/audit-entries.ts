// Reading the audit log: the entries matching the Activity screen's filters, newest first, a page at
// a time or (for the CSV export) all of them read a page at a time. Nothing here changes an entry:
// the product has no way to edit or delete one; only the retention purge (retention.ts) removes them.
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditLogFilter } from '@site/contracts';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter's time as stored (ISO, UTC). `until` a day alone runs to that day's end: the next day's start. */
function boundary(text: string, end: boolean): string {
  const at = new Date(Date.parse(DAY_ONLY.test(text) ? `${text}T00:00:00Z` : text));
  return new Date(end && DAY_ONLY.test(text) ? at.getTime() + DAY_MS : at.getTime()).toISOString();
}

/** The condition of the filters; `until` with a time is inclusive, a day alone takes the whole day. */
function matchingFilter(filter: AuditLogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.actor !== undefined) conditions.push(eq(auditLog.actor, filter.actor));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.since !== undefined) conditions.push(gte(auditLog.at, boundary(filter.since, false)));
  if (filter.until !== undefined) {
    const until = boundary(filter.until, true);
    conditions.push(DAY_ONLY.test(filter.until) ? lt(auditLog.at, until) : or(lt(auditLog.at, until), eq(auditLog.at, until)));
  }
  return and(...conditions);
}

const newestFirst = [desc(auditLog.at), desc(auditLog.id)] as const;

const entryFields = {
  id: auditLog.id,
  at: auditLog.at,
  actor: auditLog.actor,
  action: auditLog.action,
  target: auditLog.target,
  detail: auditLog.detail,
  address: auditLog.address,
};

export interface AuditPage {
  limit: number;
  offset: number;
}

/** One page of the entries matching `filter`, newest first. */
export async function listAuditEntries(db: Db, filter: AuditLogFilter, page: AuditPage): Promise<AuditEntryView[]> {
  return await db
    .select(entryFields)
    .from(auditLog)
    .where(matchingFilter(filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many entries match `filter`. */
export async function countAuditEntries(db: Db, filter: AuditLogFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(matchingFilter(filter));
  return row?.n ?? 0;
}

/** How many entries one read of the database takes while the CSV file is written. */
const EXPORT_PAGE_SIZE = 500;

/**
 * Every entry matching `filter`, newest first, read a page at a time. Each page is one complete query
 * that starts after the last row of the page before (by time, then id), so no statement stays open
 * on the shared connection while the reply waits for a slow client, and entries written meanwhile
 * (newer than the first page) neither repeat nor shift a row.
 */
export async function* auditEntriesForExport(
  db: Db,
  filter: AuditLogFilter,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<AuditEntryView> {
  let after: AuditEntryView | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [matchingFilter(filter)];
    if (after) {
      conditions.push(or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(auditLog.id, after.id))));
    }
    const page = await db
      .select(entryFields)
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}
