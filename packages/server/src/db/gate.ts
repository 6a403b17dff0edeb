// One SQLite connection serves every request, so a transaction that awaits must have the connection
// to itself: while one is open, a statement from anywhere else waits until it commits or rolls back
// (otherwise it would read uncommitted rows, or be committed or rolled back with someone else's work).
// The transaction's own statements are recognised by the async context they run in.
import { AsyncLocalStorage } from 'node:async_hooks';

export class ConnectionGate {
  private readonly owner = new AsyncLocalStorage<symbol>();
  private holder: symbol | undefined;
  private tail: Promise<void> = Promise.resolve();

  /** True when the caller runs inside the transaction that holds the connection. */
  inside(): boolean {
    return this.holder !== undefined && this.owner.getStore() === this.holder;
  }

  /** Runs `work` with the connection to itself, after every transaction queued before it. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.inside()) return work();
    const before = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await before;
    const token = Symbol('transaction');
    this.holder = token;
    try {
      return await this.owner.run(token, work);
    } finally {
      this.holder = undefined;
      release();
    }
  }

  /** One statement: at once when no transaction is open (or from inside it), else after it. */
  statement<T>(run: () => T): Promise<T> {
    if (this.holder !== undefined && !this.inside()) return this.exclusive(async () => run());
    return new Promise<T>((resolve) => resolve(run()));
  }
}
