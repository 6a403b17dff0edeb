// The services list's name among the content documents, without the history's schemas (history.ts):
// the editor's drafts and links name it without loading zod.

/** The services list's name in history and draft addresses (`/history/services`); sections use their API path. */
export const SERVICES_DOCUMENT = 'services';
