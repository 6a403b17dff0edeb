// What the table shows of the library: newest first, the categories present for the filter, and
// the images of one category ('' means all of them).
import type { ImageRecord } from '@site/contracts';

export const ALL_CATEGORIES = '';

/** Newest first; the higher id wins a tie (two uploads in the same millisecond). */
export function newestFirst(images: readonly ImageRecord[]): ImageRecord[] {
  const time = (image: ImageRecord) => Date.parse(image.uploaded_at) || 0;
  return [...images].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

export function categoriesOf(images: readonly ImageRecord[]): string[] {
  return [...new Set(images.map((image) => image.category))].sort();
}

export function filterByCategory(images: readonly ImageRecord[], category: string): ImageRecord[] {
  return category === ALL_CATEGORIES ? [...images] : images.filter((image) => image.category === category);
}
