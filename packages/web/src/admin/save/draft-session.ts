// The rules of a document's draft in the editor, as plain code beside DocumentSession: the draft has
// its own version (its ETag), named by every draft write so that two admins on one draft are caught
// (412) instead of one losing the other's changes. Draft writes run one after another (an autosave on
// its way finishes before a Publish sends the draft again). Publishing sends the editor's copy as the
// draft first, then publishes that draft; a publish refused because the published document changed
// since the draft was started can be repeated with `force`.
import { discardDraft, publishDraft, saveDraft, scheduleDrafts } from '../api/drafts';
import type { Published, Scheduled } from '@site/contracts';

/** Where a document's draft lives and what body it takes (the body its PUT takes). */
export interface DraftTarget<V> {
  /** The document's path under /drafts: a section's API path or `services`. */
  path: string;
  body: (values: V) => unknown;
  /** A translation's draft: the language's code (none: the document's own draft). */
  locale?: string;
}

export class DraftSession<V> {
  private etag: string | null = null;
  private turn: Promise<unknown> = Promise.resolve();
  /** Every version of the draft this editor wrote or adopted. */
  private readonly held = new Set<string>();

  constructor(
    private readonly target: DraftTarget<V>,
    /** The version of the draft the editor opened; null when the document has no draft. */
    etag: string | null,
  ) {
    this.hold(etag);
  }

  /** Whether the document has a draft the editor knows of. */
  get exists(): boolean {
    return this.etag !== null;
  }

  get version(): string | null {
    return this.etag;
  }

  get path(): string {
    return this.target.path;
  }

  get locale(): string | undefined {
    return this.target.locale;
  }

  /** The last argument of a translation's draft requests (none for the document's own). */
  private get inLocale(): [] | [string] {
    return this.target.locale ? [this.target.locale] : [];
  }

  /** Saves the editor's copy as the draft; `over` names another version than the last one seen (Overwrite). */
  save(values: V, over?: string | null): Promise<void> {
    return this.inTurn(async () => {
      const saved = await saveDraft(
        this.target.path,
        this.target.body(values),
        over === undefined ? this.etag : over,
        ...this.inLocale,
      );
      this.hold(saved.etag);
    });
  }

  /** Sends the editor's copy as the draft, then publishes it. */
  publish(values: V, force = false): Promise<Published> {
    return this.inTurn(async () => {
      const saved = await saveDraft(this.target.path, this.target.body(values), this.etag, ...this.inLocale);
      this.hold(saved.etag);
      const published = await publishDraft(this.target.path, this.etag, force, ...this.inLocale);
      this.etag = null;
      return published;
    });
  }

  /** Sends the editor's copy as the draft, then schedules it for `at` (an ISO time). */
  schedule(values: V, at: string): Promise<Scheduled> {
    return this.inTurn(async () => {
      const saved = await saveDraft(this.target.path, this.target.body(values), this.etag, ...this.inLocale);
      this.hold(saved.etag);
      return scheduleDrafts([this.target.path], at, ...(this.target.locale ? [[this.target.locale]] : []));
    });
  }

  discard(): Promise<void> {
    return this.inTurn(async () => {
      if (this.etag !== null) await discardDraft(this.target.path, this.etag, ...this.inLocale);
      this.etag = null;
    });
  }

  /** Waits for the draft writes on their way (an autosave may be creating the draft). */
  settled(): Promise<void> {
    return this.turn.then(() => undefined);
  }

  /** The server's draft, read again, is the editor's copy from here on. */
  adopt(etag: string | null): void {
    this.hold(etag);
  }

  /** Forgets the draft (it was published or discarded elsewhere, or the server's copy was adopted). */
  forget(): void {
    this.etag = null;
  }

  /** Whether this editor wrote or adopted this version of the draft (so it is not someone else's). */
  knows(etag: string): boolean {
    return this.held.has(etag);
  }

  private hold(etag: string | null): void {
    this.etag = etag;
    if (etag) this.held.add(etag);
  }

  private inTurn<R>(step: () => Promise<R>): Promise<R> {
    const next = this.turn.then(step, step);
    this.turn = next.catch(() => undefined);
    return next;
  }
}
