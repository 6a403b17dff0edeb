// Reading and writing section documents. A section never saved reads as its default; a write
// validates the whole document against the contract schema before anything is stored.
import { eq, inArray, sql } from 'drizzle-orm';
import { getSection, type SectionData, type SectionKey } from '@site/contracts';
import { sections } from '../db/schema.js';
import { storedTimeAgo } from '../db/dialect.js';
import { invalidDocument, toIssues } from '../http/errors.js';
import { saveVersioned, sectionDocument, type DbOrTx, type SaveMeta } from './versions.js';

/** A document without the fields its section no longer has (SectionFacts retired). */
export function withoutRetired(key: SectionKey, doc: unknown): unknown {
  const retired: readonly string[] = getSection(key).retired ?? [];
  if (!retired.length || typeof doc !== 'object' || doc === null || Array.isArray(doc)) return doc;
  return Object.fromEntries(Object.entries(doc).filter(([field]) => !retired.includes(field)));
}

/**
 * A stored document as it reads today: a field added to the section since it was stored holds its
 * value in the section's default document (documents are JSON, so there is nothing to migrate), and
 * a field the section no longer has is left out. Nothing else is touched: a stored value is never
 * re-checked or rewritten on read. Never stored: the default.
 */
export function completeSection<K extends SectionKey>(key: K, stored: unknown): SectionData<K> {
  const defaults = structuredClone(getSection(key).defaults);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return defaults as SectionData<K>;
  return { ...defaults, ...(withoutRetired(key, stored) as object) } as SectionData<K>;
}

/** A section's document exactly as stored (retired fields included), or undefined when never saved. */
export async function readStoredSection(db: DbOrTx, key: SectionKey): Promise<unknown> {
  return (await db.select({ data: sections.data }).from(sections).where(eq(sections.key, key)))[0]?.data;
}

export async function readSection<K extends SectionKey>(db: DbOrTx, key: K): Promise<SectionData<K>> {
  const [row] = await db.select({ data: sections.data }).from(sections).where(eq(sections.key, key));
  return completeSection(key, row?.data);
}

/** Several sections in one query, each completed as readSection does. */
export async function readSections<K extends SectionKey>(db: DbOrTx, keys: readonly K[]): Promise<{ [P in K]: SectionData<P> }> {
  const rows = keys.length
    ? await db
        .select()
        .from(sections)
        .where(inArray(sections.key, [...keys]))
    : [];
  const stored = new Map(rows.map((r) => [r.key, r.data]));
  return Object.fromEntries(keys.map((k) => [k, completeSection(k, stored.get(k))])) as {
    [P in K]: SectionData<P>;
  };
}

/** Validates a whole document for a section; throws the contract's 400 when it does not fit. */
export function validateSection<K extends SectionKey>(key: K, doc: unknown): SectionData<K> {
  const parsed = getSection(key).schema.safeParse(doc);
  if (!parsed.success) throw invalidDocument(toIssues(parsed.error.issues), `The ${getSection(key).label} section`);
  return parsed.data as SectionData<K>;
}

/** Stores a whole document as the section's next version (see versions.ts for If-Match and history). */
export async function writeSection<K extends SectionKey>(
  db: DbOrTx,
  key: K,
  doc: unknown,
  meta: SaveMeta = {},
): Promise<SectionData<K>> {
  const data = validateSection(key, doc);
  return saveVersioned(db, sectionDocument(key), meta, async (tx) => {
    await tx
      .insert(sections)
      .values({ key, data })
      .onConflictDoUpdate({
        target: sections.key,
        set: { data, version: sql`${sections.version} + 1`, updatedAt: storedTimeAgo() },
      });
    return data;
  });
}

/** PATCH: the body is shallow-merged over the stored document, and the merge must validate. */
export async function patchSection<K extends SectionKey>(
  db: DbOrTx,
  key: K,
  partial: Record<string, unknown>,
  meta: SaveMeta = {},
): Promise<SectionData<K>> {
  return db.transaction(async (tx) => writeSection(tx, key, { ...(await readSection(tx, key)), ...partial }, meta));
}

/** True when nothing has been stored yet: the signal for the demo seed. */
export async function hasAnySection(db: DbOrTx): Promise<boolean> {
  return (await db.select({ key: sections.key }).from(sections).limit(1)).length > 0;
}
