// The two ways an admin call fails, as types a caller can tell apart: signed out (401: the guard
// clears the session and goes to /login) or any other refusal (a screen shows its sentence, and a
// form reads the body's field errors: `issues` from the API, `{field: [message]}` from auth).
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
