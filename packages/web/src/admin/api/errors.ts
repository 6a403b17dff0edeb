// The ways an admin call fails, as types a caller can tell apart: signed out (401: the guard
// clears the session and goes to /login), saved by someone else since it was read (412: the editor
// offers Reload or Overwrite) or any other refusal (a screen shows its sentence, and a form reads
// the body's field errors: `issues` from the API, `{field: [message]}` from auth).
import type { Conflict } from '@site/contracts';
import { messageOf } from '../../shared/error-message';

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

/**
 * The sentence for a write the server refused, in its own words; `fallback` when no answer came at
 * all, whose browser wording ("Failed to fetch") tells the admin nothing they can act on.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof RequestFailedError ? messageOf(error, fallback) : fallback;
}
