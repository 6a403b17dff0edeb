// The rules of the editor's save path for one document it holds a copy of (a section, the services
// list), as plain code. Every write names the version the copy is based on (If-Match) and the
// answer's ETag becomes the base of the next one, so a save made since by someone else is refused
// (412) instead of overwritten. A refused save keeps what it sent: Overwrite sends it again naming
// the version the refusal reported, so a third save in between is refused too. A reloaded or
// restored document becomes the new base. useSaveDocument turns the outcomes into toasts and dialogs.
import { ConflictError, RequestFailedError, UnauthorizedError } from '../api/errors';
import type { Versioned } from '../api/versioned';
import type { Conflict, ConflictAction } from '../conflict/conflict-text';

/** How the document is written and read: `V` is what the editor's form gives, `T` what the server keeps. */
export interface VersionedDocument<T, V> {
  send: (values: V, basedOn: string | null) => Promise<Versioned<T>>;
  load: () => Promise<Versioned<T>>;
}

/** A version's own tag: a translation's read answers it joined with its fallbacks' (`"3.x~1.y"`), first. */
const ownTag = (etag: string): string => etag.replace(/^"|"$/g, '').split('~')[0]!;

export type Outcome<R> =
  | { status: 'done'; value: R }
  | { status: 'signed-out' }
  | { status: 'conflict'; conflict: Conflict }
  | { status: 'failed'; error: unknown };

async function outcomeOf<R>(request: Promise<R>, action: ConflictAction): Promise<Outcome<R>> {
  try {
    return { status: 'done', value: await request };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { status: 'signed-out' };
    if (error instanceof ConflictError) return { status: 'conflict', conflict: { current: error.current, action } };
    return { status: 'failed', error };
  }
}

export class DocumentSession<T, V> {
  private basedOn: string | null;
  /** The last refused save: what it sent and the version the refusal reported. */
  private refused: { values: V; etag: string } | null = null;
  /** Every version the editor's copy has been based on: its own saves and what it adopted. */
  private readonly held = new Set<string>();

  constructor(
    private readonly document: VersionedDocument<T, V>,
    /** The version the editor's copy starts from; null when the server sent none (last write wins). */
    version: string | null,
  ) {
    this.basedOn = version;
    if (version) this.held.add(ownTag(version));
  }

  /** What the next write names in If-Match. */
  get version(): string | null {
    return this.basedOn;
  }

  /** A document the server holds now (reloaded, restored, just saved) is the editor's copy from here on. */
  adopt(etag: string | null): void {
    this.basedOn = etag;
    if (etag) this.held.add(ownTag(etag));
    this.refused = null;
  }

  /** Whether the editor's copy was ever based on this version (so a change to it is not someone else's). */
  knows(etag: string): boolean {
    return this.held.has(ownTag(etag));
  }

  save(values: V): Promise<Outcome<Versioned<T>>> {
    return this.write(values, this.basedOn);
  }

  /** Sends the refused save again over the version the refusal reported; null when no save was refused. */
  overwrite(): Promise<Outcome<Versioned<T>>> | null {
    return this.refused ? this.write(this.refused.values, this.refused.etag) : null;
  }

  async reload(): Promise<Outcome<Versioned<T>>> {
    const outcome = await outcomeOf(this.document.load(), 'save');
    if (outcome.status === 'done') this.adopt(outcome.value.etag);
    return outcome;
  }

  /**
   * Deletes one item of the document (a service of the list), naming the version; the answer's ETag
   * is the next base. An item the server no longer has (404) is gone, as the delete wanted: done.
   */
  async remove(send: (basedOn: string | null) => Promise<string | null>): Promise<Outcome<void>> {
    const outcome = await outcomeOf(send(this.basedOn), 'delete');
    if (outcome.status === 'done') this.adopt(outcome.value);
    if (outcome.status === 'conflict') this.refused = null;
    if (outcome.status === 'failed' && outcome.error instanceof RequestFailedError && outcome.error.status === 404)
      return { status: 'done', value: undefined };
    return outcome.status === 'done' ? { status: 'done', value: undefined } : outcome;
  }

  private async write(values: V, basedOn: string | null): Promise<Outcome<Versioned<T>>> {
    const outcome = await outcomeOf(this.document.send(values, basedOn), 'save');
    if (outcome.status === 'done') this.adopt(outcome.value.etag);
    if (outcome.status === 'conflict') this.refused = { values, etag: outcome.conflict.current.etag };
    return outcome;
  }
}
