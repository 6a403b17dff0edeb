// What the media library says about an image in words: its file size, its dimensions, where it is
// used, and the focal point a click on the picture sets.
import type { ImageRecord } from '@site/contracts';

/** `812 B`, `48 KB`, `2.4 MB` (1 KB = 1024 bytes, as file managers count). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** `1600 × 900`, or '' when the size is unknown. */
export function dimensions(image: Pick<ImageRecord, 'width' | 'height'>): string {
  return image.width && image.height ? `${image.width} × ${image.height}` : '';
}

/** The places that use an image, each once, in the server's order. */
function placesOf(image: Pick<ImageRecord, 'used_by'>): string[] {
  return [...new Set(image.used_by.map((use) => use.words))];
}

const inWords = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Why an image in use cannot be deleted, said before anyone is asked to confirm; null when unused. */
export function deleteRefusal(image: Pick<ImageRecord, 'used_by'>): string | null {
  const places = placesOf(image);
  if (places.length === 0) return null;
  return `This image is used on ${inWords.format(places)}, so it cannot be deleted. Choose another image there first.`;
}

/** What replacing an image's file changes, asked before the new file is sent. */
export function replaceDetail(image: Pick<ImageRecord, 'used_by'>): string {
  const places = placesOf(image);
  if (places.length === 0) return 'It is not used on any page yet.';
  return `This changes every page that uses it: ${inWords.format(places)}.`;
}

/** `Used on Gallery page, 10th image and 2 more places`, or `Not used`; each place once. */
export function usedOn(image: Pick<ImageRecord, 'used_by'>): string {
  const places = placesOf(image);
  if (places.length === 0) return 'Not used';
  if (places.length === 1) return `Used on ${places[0]}`;
  const more = places.length - 1;
  return `Used on ${places[0]} and ${more} more place${more === 1 ? '' : 's'}`;
}

/**
 * The focal point of a click at (clientX, clientY) on a picture drawn in `box`: 0–1 each way, in
 * whole percent (finer than anyone can aim, and what the admin sees).
 */
export function focalPointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { focal_x: number; focal_y: number } {
  const part = (offset: number, length: number) => (length > 0 ? wholePercent(offset / length) : 0.5);
  return { focal_x: part(clientX - box.left, box.width), focal_y: part(clientY - box.top, box.height) };
}

/** `value` kept within 0–1 and rounded to a whole percent. */
export function wholePercent(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
