// The words of the history panel: each version's line, the restore question and its answer.

export const EMPTY_HISTORY = 'No saved versions yet. Every save from now on is kept here and can be restored.';
export const RESTORE_DETAIL = 'It becomes a new version; the current one stays in the history.';
const DISCARDS_DRAFT = ' Your unsaved changes in the form will be discarded.';

export const restoreQuestion = (version: number) => `Restore version ${version}?`;

/** The confirm's detail: a restore also replaces whatever the form holds unsaved. */
export const restoreDetail = (discardsDraft: boolean) => RESTORE_DETAIL + (discardsDraft ? DISCARDS_DRAFT : '');

export const restoredMessage = (version: number) => `Restored version ${version}.`;

/** Who saved a version in the list: no admin is recorded for the demo content, command-line imports and saves from before history, which the system made. */
export const savedByLabel = (savedBy: string | null) => savedBy ?? 'System';
