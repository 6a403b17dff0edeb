import { describe, expect, it } from 'vitest';
import { MESSAGES_PAGE_SIZE, pageContaining, paginate } from './paginate';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginate', () => {
  it('shows 10 per page by default', () => {
    expect(MESSAGES_PAGE_SIZE).toBe(10);
    expect(paginate(numbers(25), 1)).toEqual({ rows: numbers(10), page: 1, pageCount: 3 });
    expect(paginate(numbers(25), 2).rows).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('gives the last page the remainder', () => {
    expect(paginate(numbers(25), 3)).toEqual({ rows: [21, 22, 23, 24, 25], page: 3, pageCount: 3 });
    expect(paginate(numbers(20), 2)).toEqual({ rows: numbers(20).slice(10), page: 2, pageCount: 2 });
  });

  it('counts an empty list as one empty page', () => {
    expect(paginate([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 });
    expect(paginate([], 4)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });

  it('clamps a page past the end to the last page (the last row of the last page was deleted)', () => {
    expect(paginate(numbers(20), 3)).toEqual({ rows: numbers(20).slice(10), page: 2, pageCount: 2 });
  });

  it('clamps a page below 1 or not a number to page 1', () => {
    expect(paginate(numbers(5), 0).page).toBe(1);
    expect(paginate(numbers(5), -3).page).toBe(1);
    expect(paginate(numbers(5), Number.NaN).page).toBe(1);
  });

  it('takes another page size', () => {
    expect(paginate(numbers(7), 2, 3)).toEqual({ rows: [4, 5, 6], page: 2, pageCount: 3 });
  });
});

describe('pageContaining', () => {
  it('gives the page an item is on, 10 per page', () => {
    expect(pageContaining(numbers(25), (n) => n === 1)).toBe(1);
    expect(pageContaining(numbers(25), (n) => n === 10)).toBe(1);
    expect(pageContaining(numbers(25), (n) => n === 11)).toBe(2);
    expect(pageContaining(numbers(25), (n) => n === 25)).toBe(3);
    expect(pageContaining(numbers(7), (n) => n === 7, 3)).toBe(3);
  });

  it('gives undefined for an item not in the list', () => {
    expect(pageContaining(numbers(25), (n) => n === 26)).toBeUndefined();
    expect(pageContaining([], () => true)).toBeUndefined();
  });
});
