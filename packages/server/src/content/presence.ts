// Who has a document open in the editor, kept in the database so that every server behind a load
// balancer sees every editor: an open form beats (upserts its row) every few seconds, and a row not
// seen for PRESENCE_EXPIRY_MS is gone, left out of every answer by its time and deleted as other
// beats come in (no timer in any one process). Each beat answers who else is there, who holds the
// edit (a soft lock: the first to open, or the last to take over; nobody is blocked) and the
// document's versions now, so an editor learns of another person's save or publish within a beat.
import { asc, eq, and, gte, lt } from 'drizzle-orm';
import { PRESENCE_EXPIRY_MS, type Presence, type PresenceVersion } from '@site/contracts';
import type { Db } from '../db/client.js';
import { presence } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { customPageDraftDocumentAt } from './custom-page-history.js';
import { draftVersion } from './drafts.js';
import { versionedDocument } from './history.js';
import { SETTINGS_CONTENT } from './settings.js';
import { documentIn, type Locale } from './translations.js';
import { currentVersion, etagOf, type DocumentId } from './versions.js';

/** A document editors can have open: its id in the revisions table, and whether it has drafts. */
export interface PresenceDocument {
  id: DocumentId;
  hasDrafts: boolean;
}

/**
 * The document at an editor's address (a section's API path, `services`, `custom-pages/{slug}` or
 * `settings`) in the language asked, or the 404 naming what an address may be. A page is kept by its
 * id, so a rename while it is open keeps its editors together.
 */
export async function presenceDocument(db: Db, path: string, locale: Locale): Promise<PresenceDocument> {
  if (path === SETTINGS_CONTENT.path) return { id: SETTINGS_CONTENT.id, hasDrafts: false };
  const doc = versionedDocument(path) ?? (await customPageDraftDocumentAt(db, path));
  if (!doc) {
    throw new ApiError(404, {
      error: `There is no document "${path}": name a section's path, services, custom-pages/{slug} of a page, or settings.`,
    });
  }
  return { id: documentIn(doc, locale).id, hasDrafts: true };
}

type PresenceRow = typeof presence.$inferSelect;

const sameName = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** Who holds the edit among the editors there: the last to take it over, else the first to open it. */
function editingOf(rows: readonly PresenceRow[]): PresenceRow | undefined {
  const takenOver = rows.filter((row) => row.tookOverAt !== null);
  if (takenOver.length > 0) return takenOver.reduce((a, b) => (b.tookOverAt! > a.tookOverAt! ? b : a));
  return rows.reduce<PresenceRow | undefined>(
    (a, b) => (!a || b.openedAt < a.openedAt || (b.openedAt === a.openedAt && b.editor < a.editor) ? b : a),
    undefined,
  );
}

/**
 * What one editor (of the admin `username`) is told of the editors there (`rows`, itself among them).
 * An admin is one person in every tab: their own other editors are not "others", and the edit one of
 * them holds is theirs.
 */
function presenceOf(rows: readonly PresenceRow[], editor: string, username: string): Pick<Presence, 'others' | 'editing'> {
  const holder = editingOf(rows);
  const others = rows
    .filter((row) => !sameName(row.username, username))
    .sort((a, b) => (a.openedAt < b.openedAt ? -1 : a.openedAt > b.openedAt ? 1 : 0))
    .map((row) => ({ name: row.username, since: row.openedAt }));
  return {
    others,
    editing: holder
      ? {
          name: holder.username,
          since: holder.tookOverAt ?? holder.openedAt,
          you: holder.editor === editor || sameName(holder.username, username),
          tookOver: holder.tookOverAt !== null,
        }
      : { name: username, since: '', you: true, tookOver: false },
  };
}

export interface Beat {
  /** The open form's own id. */
  editor: string;
  username: string;
  now: Date;
  /** The editor takes the edit over from whoever holds it. */
  takeOver?: boolean;
}

/** An editor of `document` is there now (its beat); answers what it should know. */
export async function beat(
  db: Db,
  document: PresenceDocument,
  { editor, username, now, takeOver = false }: Beat,
): Promise<Presence> {
  const at = now.toISOString();
  const expired = new Date(now.getTime() - PRESENCE_EXPIRY_MS).toISOString();
  await db.delete(presence).where(lt(presence.seenAt, expired));
  await db
    .insert(presence)
    .values({ editor, document: document.id, username, openedAt: at, seenAt: at, tookOverAt: takeOver ? at : null })
    .onConflictDoUpdate({
      target: presence.editor,
      set: { document: document.id, username, seenAt: at, ...(takeOver ? { tookOverAt: at } : {}) },
    });
  const rows = await db
    .select()
    .from(presence)
    .where(and(eq(presence.document, document.id), gte(presence.seenAt, expired)))
    .orderBy(asc(presence.openedAt));
  const published = await currentVersion(db, document.id);
  const draft = document.hasDrafts ? await draftVersion(db, document.id) : null;
  const version = (v: { etag: string; savedBy: string | null; savedAt: string | null }): PresenceVersion => ({
    ...v,
    byYou: sameName(v.savedBy, username),
  });
  return {
    ...presenceOf(rows, editor, username),
    published: version({ etag: etagOf(published), savedBy: published.savedBy, savedAt: published.savedAt }),
    draft: draft && version(draft),
  };
}

/** The editor closed the form: it is gone at once for everyone else. */
export async function leave(db: Db, document: PresenceDocument, editor: string): Promise<void> {
  await db.delete(presence).where(and(eq(presence.editor, editor), eq(presence.document, document.id)));
}
