// Reads the `current` version out of a 412 answer's body; the answer's ETag header stands in for a
// missing `current.etag`. Anything else is no conflict this editor can act on (undefined).
import type { CurrentVersion } from './errors';

export function currentVersionOf(body: unknown, etagHeader: string | null): CurrentVersion | undefined {
  if (!body || typeof body !== 'object' || !('current' in body)) return undefined;
  const current = body.current;
  if (!current || typeof current !== 'object') return undefined;
  const { version, etag, savedBy, savedAt } = current as Record<string, unknown>;
  const tag = typeof etag === 'string' && etag ? etag : etagHeader;
  if (typeof version !== 'number' || !tag || typeof savedAt !== 'string') return undefined;
  return { version, etag: tag, savedBy: typeof savedBy === 'string' && savedBy ? savedBy : null, savedAt };
}
