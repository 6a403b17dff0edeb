// What the table shows of the library: the categories present for the filter, and the images of
// one category ('' means all of them).
import type { ImageRecord } from '@site/contracts';

export const ALL_CATEGORIES = '';

export function categoriesOf(images: readonly ImageRecord[]): string[] {
  return [...new Set(images.map((image) => image.category))].sort();
}

export function filterByCategory(images: readonly ImageRecord[], category: string): ImageRecord[] {
  return category === ALL_CATEGORIES ? [...images] : images.filter((image) => image.category === category);
}
