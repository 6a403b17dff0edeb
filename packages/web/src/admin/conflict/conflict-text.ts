// What the conflict dialog says when a write is refused because someone else saved the document
// since the admin opened it (412): who, when, and what each way out does to whose changes.
import type { CurrentVersion } from '../api/errors';
import { formatSavedAtShort, savedByName, type TimeOptions } from '../history/saved-at';

/** What was saved: one section's document, the whole services list, a built page or the site settings. */
export type ConflictSubject = 'section' | 'services' | 'page' | 'settings';

/** What the refused write was: a save can be repeated over theirs; a delete needs their list first. */
export type ConflictAction = 'save' | 'delete';

/** A refused write: the version the document has now, and what was refused. */
export interface Conflict {
  current: CurrentVersion;
  action: ConflictAction;
}

/** How the editor's messages name the document: "this section", "the services list". */
export const SUBJECT_NAMES: Record<ConflictSubject, string> = {
  section: 'this section',
  services: 'the services list',
  page: 'this page',
  settings: 'the site settings',
};

export function conflictTitle(subject: ConflictSubject): string {
  return `Someone else saved ${SUBJECT_NAMES[subject]}`;
}

export function conflictText(current: CurrentVersion, action: ConflictAction, options: TimeOptions = {}): string {
  // The server knows no time for a version saved before it kept history.
  const when = current.savedAt ? ` at ${formatSavedAtShort(current.savedAt, options)}` : '';
  const who = `${savedByName(current.savedBy)} saved a newer version${when} since you opened it.`;
  return action === 'save'
    ? `${who} Reload to see their changes (yours will be discarded), or overwrite their version with yours.`
    : `${who} Reload to see their changes (yours will be discarded), then delete the service again if you still want to.`;
}

/** The toast once Reload has put their version into the form. */
export const LOADED_LATEST = 'Loaded the latest version.';
