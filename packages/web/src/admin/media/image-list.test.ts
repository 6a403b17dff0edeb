import type { ImageRecord } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, categoriesOf, filterByCategory } from './image-list';

const image = (id: number, category: string, uploaded_at: string): ImageRecord => ({
  id,
  category,
  uploaded_at,
  image: `/media/${id}.png`,
  name: `${id}.png`,
  alt: '',
  focal_x: 0.5,
  focal_y: 0.5,
  size: 100,
  width: 10,
  height: 10,
  used_by: [],
});

const images = [
  image(1, 'news', '2024-01-01T10:00:00.000Z'),
  image(2, 'hero', '2024-03-01T10:00:00.000Z'),
  image(3, 'news', '2024-03-01T10:00:00.000Z'),
  image(4, 'gallery', '2024-02-01T10:00:00.000Z'),
];

describe('categoriesOf', () => {
  it('lists each category present once, sorted', () => {
    expect(categoriesOf(images)).toEqual(['gallery', 'hero', 'news']);
    expect(categoriesOf([])).toEqual([]);
  });
});

describe('filterByCategory', () => {
  it('keeps only the chosen category, or everything for all categories', () => {
    expect(filterByCategory(images, 'news').map((i) => i.id)).toEqual([1, 3]);
    expect(filterByCategory(images, ALL_CATEGORIES)).toHaveLength(4);
    expect(filterByCategory(images, 'missing')).toEqual([]);
  });
});
