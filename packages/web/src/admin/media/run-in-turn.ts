// Runs one admin call per item, one after another (the API takes one image per upload and one id
// per delete), reporting each start for a progress bar and collecting failures instead of stopping
// at the first. A signed-out answer (UnauthorizedError) does stop it: every later call would fail too.
import { messageOf } from '../../shared/error-message';
import { UnauthorizedError } from '../api/errors';

export interface Failure<T> {
  item: T;
  /** The server's sentence for a refusal (RequestFailedError.message), else the error's own message. */
  message: string;
}

export interface InTurnOutcome<T, R> {
  done: R[];
  failures: Failure<T>[];
}

export async function runInTurn<T, R>(
  items: readonly T[],
  action: (item: T) => Promise<R>,
  onStart?: (position: number, total: number) => void,
): Promise<InTurnOutcome<T, R>> {
  const outcome: InTurnOutcome<T, R> = { done: [], failures: [] };
  for (const [index, item] of items.entries()) {
    onStart?.(index + 1, items.length);
    try {
      outcome.done.push(await action(item));
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      outcome.failures.push({ item, message: messageOf(error, String(error)) });
    }
  }
  return outcome;
}
