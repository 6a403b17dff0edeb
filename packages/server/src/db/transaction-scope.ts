// What both engines' transactions share: which open database a transaction belongs to, and work to
// do once it has committed (never if it rolls back). The scope follows the transaction's async
// context, so a nested transaction (a savepoint) adds to its outermost one.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  root: object;
  committed: (() => void)[];
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs a top-level transaction in its scope: `transaction` begins, works and commits (or rolls back
 * and throws); once it has committed, the work queued by afterCommit runs.
 */
export async function runTransaction<T>(root: object, transaction: () => Promise<T>): Promise<T> {
  const scope: Scope = { root, committed: [] };
  const result = await scopes.run(scope, transaction);
  for (const done of scope.committed) done();
  return result;
}

/** The open database `db` is, or whose transaction it is. */
export function rootOf(db: object): object {
  return (db as { $root?: object }).$root ?? scopes.getStore()?.root ?? db;
}

/** Runs `done` when the transaction the caller is in commits; at once outside any transaction. */
export function afterCommit(done: () => void): void {
  const scope = scopes.getStore();
  if (scope) scope.committed.push(done);
  else done();
}
