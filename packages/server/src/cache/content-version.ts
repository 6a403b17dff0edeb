// The version of the site's content, as one number this process bumps on every content write, and
// the answers computed from it (rendered pages, page-content answers), kept until the next write.
// A read of unchanged content is then served from memory, with an ETag a browser can revalidate
// (304) without a byte of body. The start's random id keeps ETags of an earlier process (another
// build, another database) from ever matching.
import { randomBytes } from 'node:crypto';

export class ContentVersion {
  readonly #boot = randomBytes(6).toString('base64url');
  #version = 0;
  readonly #caches = new Set<Map<string, unknown>>();
  readonly #listeners = new Set<() => void>();
  /** How many `together` runs are under way, and whether a bump happened during them. */
  #together = 0;
  #heldBump = false;

  get value(): number {
    return this.#version;
  }

  /** The ETag of every answer computed from this version of the content. */
  get etag(): string {
    return `"${this.#boot}-${this.#version}"`;
  }

  /** Content changed: every cached answer is stale. */
  bump(): void {
    this.#version += 1;
    for (const cache of this.#caches) cache.clear();
    if (this.#together > 0) this.#heldBump = true;
    else this.#tell();
  }

  #tell(): void {
    for (const listener of this.#listeners) listener();
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
      if (this.#together === 0 && this.#heldBump) {
        this.#heldBump = false;
        this.#tell();
      }
    }
  }

  /**
   * Calls `listener` after each bump: whatever keeps copies outside this process (a CDN told by
   * cache/purge.ts) hears of every change the server's own caches drop. The returned function stops it.
   */
  onBump(listener: () => void): () => void {
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
