import { describe, expect, it } from 'vitest';
import {
  IMAGE_CATEGORY_EMPTY_ERROR,
  IMAGE_CATEGORY_ERROR,
  imageCategoryProblem,
  imageCategorySchema,
  imageMatches,
  normaliseImageCategory,
  sortImages,
} from './images.js';

const image = (id: number, name: string, uploaded_at: string, size = 100, alt = '') => ({ id, name, alt, uploaded_at, size });

const images = [
  image(1, 'Office 10.png', '2024-01-01T10:00:00.000Z', 300),
  image(2, 'roof.png', '2024-03-01T10:00:00.000Z', 50, 'Roofers at WORK'),
  image(3, 'office 9.png', '2024-03-01T10:00:00.000Z', 300),
  image(4, 'Warehouse.png', '2024-02-01T10:00:00.000Z', 900),
];
const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('sortImages', () => {
  it('orders newest first by default, the higher id first on a tie, without changing its input', () => {
    expect(ids(sortImages(images))).toEqual([3, 2, 4, 1]);
    expect(ids(images)).toEqual([1, 2, 3, 4]);
  });

  it('orders oldest first, by name (any case, numbers as numbers) and by size, largest first', () => {
    expect(ids(sortImages(images, 'oldest'))).toEqual([1, 4, 2, 3]);
    expect(ids(sortImages(images, 'name'))).toEqual([3, 1, 2, 4]);
    // Equal sizes: the newer first.
    expect(ids(sortImages(images, 'size'))).toEqual([4, 3, 1, 2]);
  });
});

describe('imageMatches', () => {
  it('finds words in the name or the alt text, in any case; an empty search matches all', () => {
    expect(ids(images.filter((i) => imageMatches(i, 'OFFICE')))).toEqual([1, 3]);
    expect(ids(images.filter((i) => imageMatches(i, ' at work ')))).toEqual([2]);
    expect(ids(images.filter((i) => imageMatches(i, '')))).toEqual([1, 2, 3, 4]);
    expect(images.filter((i) => imageMatches(i, 'nothing'))).toEqual([]);
  });
});

describe('normaliseImageCategory', () => {
  it.each([
    ['Team Photos', 'team-photos'],
    ['  Team   Photos  ', 'team-photos'],
    ['Café_Menu', 'cafe-menu'],
    ['Ünïcode', 'unicode'],
    ['news', 'news'],
    ['a--b__c', 'a-b-c'],
    ['-x-', 'x'],
    ['Q&A 2024!', 'qa-2024'],
    ['!!!', ''],
  ])('turns %j into %j', (typed, category) => {
    expect(normaliseImageCategory(typed)).toBe(category);
  });
});

describe('imageCategorySchema', () => {
  it('accepts what normalises to a category and gives the normalised form', () => {
    expect(imageCategorySchema.parse('Team Photos')).toBe('team-photos');
  });

  it('refuses what normalises to nothing, or to more than 50 characters, with a sentence', () => {
    expect(imageCategoryProblem('!!!')).toBe(IMAGE_CATEGORY_EMPTY_ERROR);
    expect(imageCategoryProblem('')).toBe(IMAGE_CATEGORY_EMPTY_ERROR);
    expect(imageCategoryProblem('x'.repeat(51))).toBe(IMAGE_CATEGORY_ERROR);
    expect(imageCategorySchema.safeParse('  ').error?.issues[0]?.message).toBe(IMAGE_CATEGORY_EMPTY_ERROR);
  });
});
