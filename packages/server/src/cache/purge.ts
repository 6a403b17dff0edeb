// Tells a CDN or reverse proxy what to drop after a publish: a POST to CACHE_PURGE_URL with the
// paths whose answers changed, as JSON `{"paths": [...]}`. It listens to the content version, the one
// place where the server drops its own cached pages and content answers (a save, a publish, a
// scheduled publish, a write by another process), so the shared cache is told of exactly the same
// changes. The server drops everything on a change (every page shows the navbar, the footer and the
// services), so the paths are every page of the site and the content API (a path ending in `/*`
// stands for everything under it). Writes that come together (several drafts published at once) make
// one notice. A purge that fails is logged and retried by nobody: the save has succeeded, and the
// shared cache's own lifetime (CACHE_MAX_AGE_S) still bounds how long visitors see the old page.
import { API_ALIAS_BASE, API_BASE } from '@site/contracts';
import type { ContentVersion } from './content-version.js';

/** How long the receiver may take before the notice counts as failed. */
export const PURGE_TIMEOUT_MS = 5_000;

export interface PurgeOptions {
  url: string;
  /** The changed paths, computed when the notice is sent (after the write). */
  paths: () => string[];
  /** Reports a failed notice; nothing else happens. */
  onFailure: (reason: string) => void;
  timeoutMs?: number;
}

/** What a change makes stale in a shared cache: the site's pages (`pagePaths`) and the content API. */
export function changedPaths(pagePaths: readonly string[]): string[] {
  return [...pagePaths, `${API_BASE}/*`, `${API_ALIAS_BASE}/*`];
}

/** Sends one notice to `options.url`; resolves whatever happens, with why it failed or undefined. */
export async function sendPurge(options: PurgeOptions): Promise<string | undefined> {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths: options.paths() }),
      signal: AbortSignal.timeout(options.timeoutMs ?? PURGE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? undefined : `the purge receiver answered ${response.status}`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

/** Sends a notice after each burst of changes; the returned function stops listening. */
export function purgeOnChange(version: ContentVersion, options: PurgeOptions): () => void {
  let queued = false;
  return version.onBump(() => {
    if (queued) return;
    queued = true;
    // After the writes of this turn (one transaction's documents, several drafts) are all in.
    setImmediate(() => {
      queued = false;
      void sendPurge(options).then((failure) => failure && options.onFailure(failure));
    });
  });
}
