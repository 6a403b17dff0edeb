// What the presence bar says, as plain code: who else has the document open, who holds the edit,
// and a change someone else saved or published since the editor's copy was made (one the editor
// wrote or adopted itself is not one). Times are in the admin's own locale.
import type { Presence, PresentEditor } from '@site/contracts';
import { SUBJECT_NAMES as NAMES, type ConflictSubject } from '../conflict/conflict-text';
import { formatSavedAtShort, savedByName, type TimeOptions } from '../history/saved-at';

/** What the editor's copy was based on: whether it knows a published version, and a draft version (null: no drafts). */
export interface Known {
  published: (etag: string) => boolean;
  draft: ((etag: string) => boolean) | null;
}

/** A version someone else saved: published (or saved, for a document without drafts) or a draft. */
export interface Change {
  what: 'published' | 'saved' | 'draft';
  by: string | null;
  at: string | null;
  /** The versions of the document now, for Keep mine to adopt. */
  published: string;
  draft: string | null;
}

/** The change the beat reports that the editor did not make or adopt, or null. */
export function changeOf(presence: Presence, known: Known): Change | null {
  const { published, draft } = presence;
  const versions = { published: published.etag, draft: draft?.etag ?? null };
  // A document never saved ("0") has no version anyone could have changed.
  if (published.etag !== '"0"' && !published.byYou && !known.published(published.etag)) {
    return { what: known.draft ? 'published' : 'saved', by: published.savedBy, at: published.savedAt, ...versions };
  }
  if (known.draft && draft && !draft.byYou && !known.draft(draft.etag)) {
    return { what: 'draft', by: draft.savedBy, at: draft.savedAt, ...versions };
  }
  return null;
}

const at = (iso: string | null, options: TimeOptions) => (iso ? ` at ${formatSavedAtShort(iso, options)}` : '');

/** "Dana published this section at 10:45." */
export function changeText(change: Change, subject: ConflictSubject, options: TimeOptions = {}): string {
  const done = change.what === 'draft' ? `saved a draft of ${NAMES[subject]}` : `${change.what} ${NAMES[subject]}`;
  return `${savedByName(change.by)} ${done}${at(change.at, options)}.`;
}

/** "Also here: Dana (since 10:42), Sam (since 10:44)"; null when nobody else is. */
export function othersText(others: readonly PresentEditor[], options: TimeOptions = {}): string | null {
  if (others.length === 0) return null;
  return `Also here: ${others.map((o) => `${o.name} (since ${formatSavedAtShort(o.since, options)})`).join(', ')}`;
}

/**
 * Who holds the edit, when it is not this editor: "Dana is editing this section since 10:42", or,
 * to the one who held it, "Sam took over editing at 10:47". Null while this editor holds it.
 */
export function editingText(
  editing: Presence['editing'],
  subject: ConflictSubject,
  heldBefore: boolean,
  options: TimeOptions = {},
): string | null {
  if (editing.you) return null;
  const since = formatSavedAtShort(editing.since, options);
  return editing.tookOver && heldBefore
    ? `${editing.name} took over editing at ${since}. You can still save; take it back if you need to.`
    : `${editing.name} is editing ${NAMES[subject]} since ${since}.`;
}
