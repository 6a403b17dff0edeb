// What a screen's route loader returns for data it does not wait for: the request's promise, so the
// screen (its heading, its loading line) shows at once and <Deferred> shows the data when it comes.
// The failure is <Deferred>'s to show; it is marked handled here so the browser does not report it
// as an unhandled rejection in the moment before the screen renders.
export function deferred<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}
