// Tells a CDN or reverse proxy what to drop after a publish: a POST to CACHE_PURGE_URL with the
// paths whose answers changed, as JSON `{"paths": [...]}`. It listens to the content version, the one
// place where the server drops its own cached pages and content answers, and sends for the changes
// this server made (a save, a publish, a scheduled publish): a change another server made is that
// server's to tell, so several servers on one database send one notice per change, not one each.
// A change heard from elsewhere still moves this server's idea of the site's pages. The server
// drops everything on a change (every page shows the navbar, the footer and the services), so the
// paths are every page of the site and the content API (a path ending in `/*` stands for everything
// under it). Every page means every address that had a page before the change as well as after it:
// a deleted or renamed service or page leaves an old address whose copy the cache in front must
// drop too, and it is no longer among the site's pages once the write is in. So the notice names
// the pages of the last notice (the site before these writes) with the pages now.
// Writes that come together (several drafts published at once, the demo seed) make one notice. A
// purge that fails is logged and retried by nobody: the save has succeeded, and the shared cache's
// own lifetime (CACHE_MAX_AGE_S) still bounds how long visitors see the old page.
import { API_ALIAS_BASE, API_BASE } from '@site/contracts';
import type { ContentVersion } from './content-version.js';

/** How long the receiver may take before the notice counts as failed. */
const PURGE_TIMEOUT_MS = 5_000;

export interface PurgeOptions {
  url: string;
  /** The site's page addresses as the content is now (content/public-pages.ts siteAddresses). */
  pagePaths: () => string[] | Promise<string[]>;
  /** Reports a failed notice; nothing else happens. */
  onFailure: (reason: string) => void;
  timeoutMs?: number;
}

/** What a change makes stale in a shared cache: the site's pages (`pagePaths`) and the content API. */
function changedPaths(pagePaths: Iterable<string>): string[] {
  return [...new Set(pagePaths), `${API_BASE}/*`, `${API_ALIAS_BASE}/*`];
}

/** Sends one notice of `paths` to `url`; resolves whatever happens, with why it failed or undefined. */
async function sendPurge(url: string, paths: string[], timeoutMs = PURGE_TIMEOUT_MS): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? undefined : `the purge receiver answered ${response.status}`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

/**
 * Sends a notice after each burst of this server's changes, naming the pages there were before it
 * and the pages there are after it; the returned function stops listening.
 */
export function purgeOnChange(version: ContentVersion, options: PurgeOptions): () => void {
  /** The pages as they are now; a failed read is reported and counts as none. */
  const readPaths = async (): Promise<string[]> => {
    try {
      return await options.pagePaths();
    } catch (error) {
      options.onFailure(`the site's pages could not be read (${error instanceof Error ? error.message : String(error)})`);
      return [];
    }
  };
  // The pages as the last notice left them (at the start: as the server found them). Each notice
  // reads the pages after the one before it has, so `before` is always the previous notice's `after`.
  let before = readPaths();
  let queued = false;
  let own = false;
  return version.onBump((change) => {
    if (change === 'own') own = true;
    if (queued) return;
    queued = true;
    // After the writes of this turn (one transaction's documents, several drafts) are all in.
    setImmediate(() => {
      queued = false;
      const send = own;
      own = false;
      const previous = before;
      const after = previous.then(() => readPaths());
      before = after;
      // Heard from another server, which sends the notice: only the pages as they now are are kept,
      // so this server's next notice names a page that other server's change renamed or added.
      if (!send) return;
      void Promise.all([previous, after]).then(async ([was, now]) => {
        const failure = await sendPurge(options.url, changedPaths([...was, ...now]), options.timeoutMs);
        if (failure) options.onFailure(failure);
      });
    });
  });
}

/**
 * Runs `write` and then tells `url`, when set, of the pages there were before it and the pages there
 * are after it, in one notice: for a process that is not a server (the CLI's import), since a server
 * tells only of its own changes. Answers what `write` answered, and why the notice failed if it did.
 */
export async function purgeAfter<T>(
  url: string | undefined,
  pagePaths: () => Promise<string[]>,
  write: () => Promise<T>,
): Promise<{ result: T; failure?: string }> {
  if (!url) return { result: await write() };
  const before = await pagePaths();
  const result = await write();
  const failure = await sendPurge(url, changedPaths([...before, ...(await pagePaths())]));
  return failure ? { result, failure } : { result };
}
