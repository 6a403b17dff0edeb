// The ways an admin call fails, as types a caller can tell apart: signed out (401: the guard
// clears the session and goes to /login), saved by someone else since it was read (412: the editor
// offers Reload or Overwrite) or any other refusal (a screen shows its sentence, and a form reads
// the body's field errors: `issues` from the API, `{field: [message]}` from auth).
import type { Conflict } from '@site/contracts';

export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
}

export class RequestFailedError extends Error {
  override name = 'RequestFailedError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON error body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The version a document has now, as a 412 answer describes it; its etag is what Overwrite names. */
export type CurrentVersion = Conflict['current'];

/** A write refused because the document was saved since the version it named (If-Match). */
export class ConflictError extends RequestFailedError {
  override name = 'ConflictError';
  constructor(
    message: string,
    body: unknown,
    readonly current: CurrentVersion,
  ) {
    super(412, message, body);
  }
}
