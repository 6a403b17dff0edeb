// The file name a download answer gives in its Content-Disposition header, read by the
// content-disposition library (`filename*`, UTF-8 and percent-encoded, before the plain `filename`).
// Only the last path segment is kept, so an answer cannot suggest a folder.
import { parse } from 'content-disposition';

export function downloadFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  try {
    name = parse(header).parameters.filename;
  } catch {
    return undefined;
  }
  return name?.split(/[\\/]/).pop()?.trim() || undefined;
}
