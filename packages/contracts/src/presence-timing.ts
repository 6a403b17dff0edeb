// How often an open editor beats and how long a silent one still counts as there (presence.ts).
// Without zod: the editor's beat, loaded on every form's opening, imports them and nothing else.

/** How often an open form tells the server it is still there. */
export const PRESENCE_BEAT_MS = 3_000;

/** How long after its last beat an editor still counts as there (a closed tab's, a lost network's). */
export const PRESENCE_EXPIRY_MS = 15_000;
