// The two ways an admin call fails, as types a caller can tell apart: signed out (401: the guard
// clears the session and goes to /login) or any other refusal (a screen shows its sentence).
export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
}

export class RequestFailedError extends Error {
  override name = 'RequestFailedError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
