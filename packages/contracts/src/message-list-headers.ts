// The headers of the contact messages' list answer. A module without zod: the editor's shell reads
// them for the sidebar's unread count, and a schema built there would run before fields.ts has set
// zod up for the browser (its probe for eval is a Content-Security-Policy violation).

/** How many messages match the search. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** Where the page starts among them. */
export const OFFSET_HEADER = 'x-offset';
/** How many of all messages are unread. */
export const UNREAD_COUNT_HEADER = 'x-unread-count';
/** How many email alerts failed for good while their messages are still unread. */
export const FAILED_ALERT_COUNT_HEADER = 'x-failed-alert-count';
