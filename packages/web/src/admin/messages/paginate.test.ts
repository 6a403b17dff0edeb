import { describe, expect, it } from 'vitest';
import {
  lastPageOffset,
  MESSAGES_PAGE_SIZE,
  offsetOfPage,
  pageAtOffset,
  pageCountOf,
  rangeText,
  requestedPageOf,
} from './paginate';

describe('paging', () => {
  it('shows 10 per page; an empty list is one page', () => {
    expect(MESSAGES_PAGE_SIZE).toBe(10);
    expect(pageCountOf(25)).toBe(3);
    expect(pageCountOf(20)).toBe(2);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10_000)).toBe(1000);
  });

  it('turns pages into offsets and back', () => {
    expect(offsetOfPage(1)).toBe(0);
    expect(offsetOfPage(3)).toBe(20);
    expect(pageAtOffset(20)).toBe(3);
    expect(pageAtOffset(29)).toBe(3);
    expect(lastPageOffset(20)).toBe(10);
    expect(lastPageOffset(21)).toBe(20);
    expect(lastPageOffset(0)).toBe(0);
  });

  it('reads a page from the address only when it is a whole number from 1', () => {
    expect(requestedPageOf('4')).toBe(4);
    expect(requestedPageOf(null)).toBeNull();
    expect(requestedPageOf('0')).toBeNull();
    expect(requestedPageOf('-3')).toBeNull();
    expect(requestedPageOf('2.5')).toBeNull();
    expect(requestedPageOf('abc')).toBeNull();
    expect(requestedPageOf('1e400')).toBeNull();
  });

  it('says which messages a page shows, with thousands grouped', () => {
    expect(rangeText(0, 10, 10_000)).toBe('1–10 of 10,000');
    expect(rangeText(9990, 10, 10_000)).toBe('9,991–10,000 of 10,000');
    expect(rangeText(20, 5, 25)).toBe('21–25 of 25');
    expect(rangeText(0, 0, 0)).toBe('0 of 0');
  });
});
