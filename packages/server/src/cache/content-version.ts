// The version of the site's content, as one number this process bumps on every content write it
// makes or hears of, and the answers computed from it (rendered pages, page-content answers), kept
// until the next write. A read of unchanged content is then served from memory. The number is this
// process's own and never leaves it: the ETags of those answers are hashes of their bodies
// (cache/compressed.ts), the same on every server that holds the same content.

/**
 * Where a change was made: `own`, by this process (its write paths announce it); `heard`, by another
 * process on the same database (cache/external-writes.ts), which tells a cache in front itself.
 */
export type ContentChange = 'own' | 'heard';

export class ContentVersion {
  #version = 0;
  readonly #caches = new Set<Map<string, unknown>>();
  readonly #listeners = new Set<(change: ContentChange) => void>();
  /** How many `together` runs are under way, and which bump happened during them (own wins). */
  #together = 0;
  #held: ContentChange | undefined;

  get value(): number {
    return this.#version;
  }

  /** Content changed: every cached answer is stale. */
  bump(change: ContentChange = 'own'): void {
    this.#version += 1;
    for (const cache of this.#caches) cache.clear();
    if (this.#together > 0) this.#held = this.#held === 'own' ? 'own' : change;
    else this.#tell(change);
  }

  #tell(change: ContentChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  /**
   * Runs `work`, writes spread over many turns (the demo seed stores each image, then the sections,
   * then the settings), as one change for the listeners: the caches are still dropped on each write,
   * and the listeners hear once, when the work has ended (whether or not it succeeded).
   */
  async together<T>(work: () => Promise<T>): Promise<T> {
    this.#together += 1;
    try {
      return await work();
    } finally {
      this.#together -= 1;
      const held = this.#held;
      if (this.#together === 0 && held) {
        this.#held = undefined;
        this.#tell(held);
      }
    }
  }

  /**
   * Calls `listener` after each bump, with where the change was made: whatever keeps copies outside
   * this process (a CDN told by cache/purge.ts) hears of every change the server's own caches drop.
   * The returned function stops it.
   */
  onBump(listener: (change: ContentChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * A cache of answers by key, emptied on each bump and bounded to `max` entries (oldest out). An
   * answer whose computation outlived a bump is handed to its caller but not kept: it may have been
   * read from the content before the write.
   */
  cache<V>(max = 500): AnswerCache<V> {
    const entries = new Map<string, V>();
    this.#caches.add(entries);
    const current = () => this.#version;
    return {
      async get(key, compute, keep) {
        const hit = entries.get(key);
        if (hit !== undefined) return hit;
        const computedAt = current();
        const value = await compute();
        if (current() !== computedAt || (keep && !(await keep(value))) || current() !== computedAt) return value;
        if (entries.size >= max) entries.delete(entries.keys().next().value as string);
        entries.set(key, value);
        return value;
      },
    };
  }
}

export interface AnswerCache<V> {
  /**
   * The cached answer for `key`, computing it on a miss; kept only when `keep` (if given) says so
   * (and no bump came while it was deciding).
   */
  get(key: string, compute: () => V | Promise<V>, keep?: (value: V) => boolean | Promise<boolean>): Promise<V>;
}

/** Whether a request's If-None-Match names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
