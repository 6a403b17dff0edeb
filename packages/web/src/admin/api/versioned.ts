// A document read or written with its version: the answer's ETag header is what the next write
// sends as If-Match, so that a save made since by someone else is refused (412) instead of lost.
export interface Versioned<T> {
  data: T;
  /** null when the server sent no ETag: the next write then goes without If-Match (last write wins). */
  etag: string | null;
}

export const etagOf = (response: Response): string | null => response.headers.get('ETag');

/** The If-Match header for a version, or none without one. */
export const ifMatch = (etag: string | null | undefined): Record<string, string> => (etag ? { 'If-Match': etag } : {});
