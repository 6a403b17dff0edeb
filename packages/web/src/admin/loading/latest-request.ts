// One request at a time for a piece of data on screen: starting a request aborts the one before it,
// and an answer is handed on only while its request is still the latest. An older, slower answer
// (a reload overtaken by another, a panel closed meanwhile) can therefore never overwrite a newer one.
export interface AnswerHandlers<T> {
  data: (value: T) => void;
  error: (error: unknown) => void;
}

export class LatestRequest {
  private controller: AbortController | null = null;

  /** Starts `load`, aborting any request still running; `handle` hears only from the latest one. */
  start<T>(load: (signal: AbortSignal) => Promise<T>, handle: AnswerHandlers<T>): void {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const isLatest = () => this.controller === controller;
    load(controller.signal).then(
      (value) => {
        if (isLatest()) handle.data(value);
      },
      (error: unknown) => {
        if (isLatest()) handle.error(error);
      },
    );
  }

  /** Aborts the running request and drops its answer: whoever asked is gone. */
  stop(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
