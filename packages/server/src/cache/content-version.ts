// The version of the site's content, as one number this process bumps on every content write, and
// the answers computed from it (rendered pages, page-content answers), kept until the next write.
// A read of unchanged content is then served from memory, with an ETag a browser can revalidate
// (304) without a byte of body. The start's random id keeps ETags of an earlier process (another
// build, another database) from ever matching.
import { randomBytes } from 'node:crypto';
import { API_ALIAS_BASE, API_BASE } from '@site/contracts';

export class ContentVersion {
  readonly #boot = randomBytes(6).toString('base64url');
  #version = 0;
  readonly #caches = new Set<Map<string, unknown>>();

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
  }

  /** A cache of answers by key, emptied on each bump and bounded to `max` entries (oldest out). */
  cache<V>(max = 500): AnswerCache<V> {
    const entries = new Map<string, V>();
    this.#caches.add(entries as Map<string, unknown>);
    return {
      async get(key, compute) {
        const hit = entries.get(key);
        if (hit !== undefined) return hit;
        const value = await compute();
        if (entries.size >= max) entries.delete(entries.keys().next().value as string);
        entries.set(key, value);
        return value;
      },
    };
  }
}

export interface AnswerCache<V> {
  /** The cached answer for `key`, computing it on a miss. */
  get(key: string, compute: () => V | Promise<V>): Promise<V>;
}

/** Whether a request's If-None-Match names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Writes that can change what a page shows: the content API's, except a visitor's contact message. */
export function isContentWrite(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const pathname = url.split('?')[0] ?? '';
  const api = [API_BASE, API_ALIAS_BASE].find((base) => pathname.startsWith(`${base}/`));
  return api !== undefined && !pathname.startsWith(`${api}/contact-messages`);
}
