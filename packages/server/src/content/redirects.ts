// Redirects: the editors' (table redirects) and the old addresses of renamed pages
// (custom_page_redirects, kept by custom-pages.ts), listed and followed together, and how often
// each sent a visitor on (redirect_hits, by the `from` that answered). The rules themselves are
// plain functions in redirect-rules.ts; this module reads and writes them. A save is refused, with
// nothing written, when its `from` or `to` is not right, when it would loop, or when its `from` is
// taken; it collapses chains, and takes its `from` off the not-found log (it no longer fails).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { customPagePath, redirectInputSchema, type Redirect, type RedirectStatus } from '@site/contracts';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/dialect.js';
import { customPageRedirects, customPages, notFoundLog, redirectHits, redirects } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { documentWritten } from './document-writes.js';
import { checkSave, fromParts, matches, parseFrom, parseTo, type Rule, type RuleProblem } from './redirect-rules.js';

/** A rule with where it comes from: an editor's (its id) or a rename's (the old slug). */
export type StoredRule = Rule & ({ kind: 'redirect'; id: number } | { kind: 'rename'; slug: string });

const RENAME_ID = 'rename:';
const idOf = (rule: StoredRule) => (rule.kind === 'redirect' ? String(rule.id) : `${RENAME_ID}${rule.slug}`);

/** A 400 naming the field, in the shape of every other refused input. */
function refused(problem: RuleProblem, status = 400): ApiError {
  return new ApiError(status, { error: problem.message, issues: [{ path: problem.field, message: problem.message }] });
}

/** Every rule the site follows: the editors' and the renamed pages' old addresses (to the page's address now). */
export async function listRules(db: Db): Promise<StoredRule[]> {
  const own = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
  const renames = await db
    .select({ fromSlug: customPageRedirects.fromSlug, slug: customPages.slug })
    .from(customPageRedirects)
    .innerJoin(customPages, eq(customPages.id, customPageRedirects.pageId))
    .orderBy(asc(customPageRedirects.fromSlug));
  return [
    ...own.map((row): StoredRule => ({
      kind: 'redirect',
      id: row.id,
      from: row.fromPath,
      to: row.to,
      status: row.status as RedirectStatus,
    })),
    ...renames.map((row): StoredRule => ({
      kind: 'rename',
      slug: row.fromSlug,
      from: customPagePath(row.fromSlug),
      to: customPagePath(row.slug),
      status: 301,
    })),
  ];
}

/** The list the Redirects screen shows: every rule, by `from`, with its hits. */
export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rules = await listRules(db);
  const own = new Map((await db.select().from(redirects)).map((row) => [row.id, row]));
  const hits = new Map((await db.select().from(redirectHits)).map((row) => [row.fromPath, row]));
  return rules
    .map((rule): Redirect => {
      const row = rule.kind === 'redirect' ? own.get(rule.id) : undefined;
      const counted = hits.get(rule.from);
      return {
        id: idOf(rule),
        from: rule.from,
        to: rule.to,
        status: rule.status,
        kind: rule.kind,
        hits: counted?.hits ?? 0,
        last_hit_at: counted?.lastHitAt ?? null,
        created_by: row?.createdBy ?? null,
        updated_at: row?.updatedAt ?? null,
      };
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

export interface RedirectInput {
  from: string;
  to: string;
  status: RedirectStatus;
}

/** The rule `input` makes, normalised, or the 400 saying what is wrong with it. */
function ruleOf(input: RedirectInput): Rule {
  const from = parseFrom(input.from);
  if (!from.ok) throw refused(from.problem);
  const to = parseTo(input.to, fromParts(from.value).prefix);
  if (!to.ok) throw refused(to.problem);
  return { from: from.value, to: to.value, status: input.status };
}

const notFound = (id: string) => new ApiError(404, { error: `There is no redirect ${id}.` });

/** The editor's redirect `id` as its number; a rename's id or anything else is none. */
function ownId(id: string): number | undefined {
  return /^\d{1,9}$/.test(id) ? Number(id) : undefined;
}

/**
 * Checks `rule` against the others and writes it (`id`: replacing that redirect), with the other
 * redirects a collapsed chain changes, in the caller's transaction.
 */
async function write(
  db: Db,
  rule: Rule,
  by: string | null,
  now: Date,
  id?: number,
): Promise<{ id: number; rewrites: { from: string; to: string }[] }> {
  const all = await listRules(db);
  const others = all.filter((other) => !(other.kind === 'redirect' && other.id === id));
  const taken = others.find((other) => other.from === rule.from);
  if (taken) {
    const what = taken.kind === 'rename' ? `the old address of the page now at ${taken.to}` : `a redirect to ${taken.to}`;
    throw refused(
      { field: 'from', message: `There is already a redirect from ${rule.from}: ${what}. Change or delete that one.` },
      409,
    );
  }
  const check = checkSave(rule, others, (other) => (other as StoredRule).kind === 'redirect');
  if (!check.ok) throw refused(check.problem);
  const at = now.toISOString();
  let saved: number;
  try {
    if (id === undefined) {
      const [row] = await db
        .insert(redirects)
        .values({ fromPath: rule.from, to: check.to, status: rule.status, createdBy: by, createdAt: at, updatedAt: at })
        .returning({ id: redirects.id });
      saved = row!.id;
    } else {
      const [before] = await db.select().from(redirects).where(eq(redirects.id, id));
      if (!before) throw notFound(String(id));
      await db
        .update(redirects)
        .set({ fromPath: rule.from, to: check.to, status: rule.status, updatedAt: at })
        .where(eq(redirects.id, id));
      // Counted by the address that answered: another address starts from nothing.
      if (before.fromPath !== rule.from) await db.delete(redirectHits).where(eq(redirectHits.fromPath, before.fromPath));
      saved = id;
    }
  } catch (error) {
    if (isUniqueViolation(error))
      throw refused({ field: 'from', message: `There is already a redirect from ${rule.from}. Change or delete that one.` }, 409);
    throw error;
  }
  for (const rewrite of check.rewrites)
    await db.update(redirects).set({ to: rewrite.to, updatedAt: at }).where(eq(redirects.fromPath, rewrite.from));
  // What it answers no longer fails: off the not-found log.
  const logged = (await db.select({ path: notFoundLog.path }).from(notFoundLog)).map((row) => row.path);
  const answered = logged.filter((path) => matches(rule, normaliseLogged(path)));
  if (answered.length > 0) await db.delete(notFoundLog).where(inArray(notFoundLog.path, answered));
  documentWritten(db, 'redirects');
  return { id: saved, rewrites: check.rewrites };
}

/** A not-found log's path compared as a `from` is: without a trailing slash or a query. */
const normaliseLogged = (path: string) => {
  const bare = path.split('?')[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

async function readOne(db: Db, id: string): Promise<Redirect> {
  const found = (await listRedirects(db)).find((redirect) => redirect.id === id);
  if (!found) throw notFound(id);
  return found;
}

export async function createRedirect(db: Db, input: RedirectInput, actor: AuditActor, now: Date): Promise<Redirect> {
  const rule = ruleOf(input);
  return db.transaction(async (tx) => {
    const { id, rewrites } = await write(tx, rule, actor.actor, now);
    const saved = await readOne(tx, String(id));
    await recordAudit(tx, actor, {
      action: 'redirect_created',
      target: `redirect ${saved.from}`,
      detail: { to: saved.to, status: saved.status, ...(rewrites.length > 0 ? { collapsed: rewrites } : {}) },
    });
    return saved;
  });
}

export async function updateRedirect(db: Db, id: string, input: RedirectInput, actor: AuditActor, now: Date): Promise<Redirect> {
  const own = ownId(id);
  if (own === undefined) {
    if (id.startsWith(RENAME_ID) && (await listRedirects(db)).some((r) => r.id === id))
      throw new ApiError(409, {
        error:
          "A renamed page's old address follows the page and cannot be changed here. Delete it, then add a redirect of your own.",
      });
    throw notFound(id);
  }
  const rule = ruleOf(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(redirects).where(eq(redirects.id, own));
    if (!before) throw notFound(id);
    const { rewrites } = await write(tx, rule, actor.actor, now, own);
    const saved = await readOne(tx, id);
    await recordAudit(tx, actor, {
      action: 'redirect_changed',
      target: `redirect ${saved.from}`,
      detail: {
        before: { from: before.fromPath, to: before.to, status: before.status },
        to: saved.to,
        status: saved.status,
        ...(rewrites.length > 0 ? { collapsed: rewrites } : {}),
      },
    });
    return saved;
  });
}

/** Deletes an editor's redirect or a renamed page's old address (which then answers nothing). */
export async function deleteRedirect(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await readOne(tx, id);
    const own = ownId(id);
    if (own !== undefined) await tx.delete(redirects).where(eq(redirects.id, own));
    else await tx.delete(customPageRedirects).where(eq(customPageRedirects.fromSlug, id.slice(RENAME_ID.length)));
    await tx.delete(redirectHits).where(eq(redirectHits.fromPath, found.from));
    await recordAudit(tx, actor, {
      action: 'redirect_removed',
      target: `redirect ${found.from}`,
      detail: { to: found.to, kind: found.kind },
    });
    documentWritten(tx, 'redirects');
  });
}

/** Counts a visitor sent on by the rule from `fromPath`: one statement. */
export async function recordRedirectHit(db: Db, fromPath: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insert(redirectHits)
    .values({ fromPath, hits: 1, lastHitAt: at })
    .onConflictDoUpdate({ target: redirectHits.fromPath, set: { hits: sql`${redirectHits.hits} + 1`, lastHitAt: at } });
}

/** The addresses a cache in front must drop when a redirect changes: each `from` (a prefix: all under it). */
export async function redirectPaths(db: Db): Promise<string[]> {
  const rows = await db.select({ from: redirects.fromPath }).from(redirects);
  return rows.flatMap(({ from }) => {
    const { path, prefix } = fromParts(from);
    return prefix ? [path, from] : [from];
  });
}

/** Every editor's redirect as stored: what an export carries. */
export async function listStoredRedirects(db: Db): Promise<RedirectInput[]> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
  return rows.map((row) => ({ from: row.fromPath, to: row.to, status: row.status as RedirectStatus }));
}

/**
 * The redirects of an export file, each checked as an editor's save is and against the file's others
 * (a loop among them, two from one address): the rules to write and a problem per wrong one.
 */
export function checkRedirectList(raw: unknown): { rules: Rule[]; problems: string[] } {
  if (!Array.isArray(raw)) return { rules: [], problems: ['redirects: expected a list of {from, to, status}'] };
  const rules: Rule[] = [];
  const problems: string[] = [];
  raw.forEach((item: unknown, index) => {
    const parsed = redirectInputSchema.safeParse(item);
    if (!parsed.success) {
      problems.push(`redirects.${index}: ${parsed.error.issues[0]?.message ?? 'not a redirect'}`);
      return;
    }
    try {
      const rule = ruleOf(parsed.data);
      if (rules.some((other) => other.from === rule.from))
        problems.push(`redirects.${index}: a second redirect from ${rule.from}`);
      else rules.push(rule);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push(`redirects.${index}: ${error.message}`);
    }
  });
  for (const [index, rule] of rules.entries()) {
    const check = checkSave(
      rule,
      rules.filter((_, at) => at !== index),
      () => false,
    );
    if (!check.ok) problems.push(`redirects (${rule.from}): ${check.problem.message}`);
  }
  return { rules, problems };
}

/**
 * Writes imported redirects in place of the editors' own, in the caller's transaction. A renamed
 * page's old address that one of them takes is dropped (the file's redirect wins); one that would
 * make a loop with a rename is refused, and the caller's transaction then writes nothing.
 */
export async function replaceRedirects(db: Db, rules: readonly Rule[], now: Date): Promise<void> {
  const renames = (await listRules(db)).filter((rule) => rule.kind === 'rename' && !rules.some((r) => r.from === rule.from));
  for (const rule of rules) {
    const check = checkSave(rule, [...renames, ...rules.filter((other) => other !== rule)], () => false);
    if (!check.ok) throw new ApiError(400, { error: `The redirect from ${rule.from}: ${check.problem.message}` });
  }
  const at = now.toISOString();
  await db.delete(redirects);
  for (const rule of rules)
    await db
      .insert(redirects)
      .values({ fromPath: rule.from, to: rule.to, status: rule.status, createdBy: null, createdAt: at, updatedAt: at });
  const taken = rules.map((rule) => rule.from).filter((from) => /^\/[^/]+$/.test(from));
  if (taken.length > 0)
    await db.delete(customPageRedirects).where(
      inArray(
        customPageRedirects.fromSlug,
        taken.map((from) => from.slice(1)),
      ),
    );
  documentWritten(db, 'redirects');
}
