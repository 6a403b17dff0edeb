// What an image field and the picker call an image: the library's name for it (the uploaded file's
// name until someone renames it), not the stored file's random name; and the library with each image
// once, however often the same file was uploaded.
import { MEDIA_BASE, type ImageRecord } from '@site/contracts';

/** A stored file's own name: 32 hex digits the server drew, which mean nothing to a person. */
const STORED_NAME = /^[0-9a-f]{32}(\.[a-z0-9]+)$/i;

/**
 * The name of the file at `url` when the library does not know it: the last part of its path
 * ("team.jpg" of a remote address), or "Uploaded image (.webp)" for a stored file's random name.
 */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: the name as it is written.
  }
  const stored = STORED_NAME.exec(name);
  if (stored) return `Uploaded image (${stored[1]?.toLowerCase()})`;
  return name || url;
}

/** The library's name of the image at `url`, else its file name. */
export function imageNameOf(url: string, library: ReadonlyMap<string, Pick<ImageRecord, 'name'>>): string {
  return library.get(url)?.name || fileNameOf(url);
}

/**
 * Each image once: the same stored file listed twice, or the same file uploaded again (into another
 * category, say: same size in bytes, same dimensions and same name), keeps its first listing.
 */
export function distinctImages<T extends Pick<ImageRecord, 'image' | 'name' | 'size' | 'width' | 'height'>>(
  images: readonly T[],
): T[] {
  const seen = new Set<string>();
  return images.filter((image) => {
    const keys = [image.image, `${image.size} ${image.width}×${image.height} ${image.name}`];
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}

/** Whether `url` is a file of this site's media store (one the library can name). */
export const isStoredImage = (url: string) => url.startsWith(`${MEDIA_BASE}/`);
