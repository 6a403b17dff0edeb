// The words of the history panel: each version's line, the restore question and its answer.

export const EMPTY_HISTORY = 'No saved versions yet. Every save from now on is kept here and can be restored.';
const RESTORE_DETAIL = 'It becomes a new version; the current one stays in the history.';
const DISCARDS_DRAFT = ' Your unsaved changes in the form will be discarded.';

export const restoreQuestion = (version: number) => `Restore version ${version}?`;

/** The confirm's detail: a restore also replaces whatever the form holds unsaved. */
export const restoreDetail = (discardsDraft: boolean) => RESTORE_DETAIL + (discardsDraft ? DISCARDS_DRAFT : '');

export const restoredMessage = (version: number) => `Restored version ${version}.`;

/** A restore into the draft: the live document stays until the admin publishes. */
export const RESTORED_INTO_DRAFT = 'Restored into the draft — publish when ready';
export const restoreIntoDraftQuestion = (version: number) => `Restore version ${version} into the draft?`;
const RESTORE_INTO_DRAFT_DETAIL = 'What visitors see does not change until you publish; every version stays in the history.';
const REPLACES_DRAFT = ' It replaces the draft there is now.';
export const restoreAndPublishQuestion = (version: number) => `Restore and publish version ${version}?`;

/** The confirm's detail of a restore into the draft: it replaces a draft, and whatever the form holds unsaved. */
export const restoreIntoDraftDetail = (discardsDraft: boolean, replacesDraft: boolean) =>
  RESTORE_INTO_DRAFT_DETAIL + (replacesDraft ? REPLACES_DRAFT : '') + (discardsDraft ? DISCARDS_DRAFT : '');

/** Who saved a version in the list: no admin is recorded for the demo content, command-line imports and saves from before history, which the system made. */
export const savedByLabel = (savedBy: string | null) => savedBy ?? 'System';
