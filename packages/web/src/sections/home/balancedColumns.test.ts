import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balancedColumns';

describe('balancedColumns', () => {
  it('puts up to four cards in one row', () => {
    expect([1, 2, 3, 4].map(balancedColumns)).toEqual([1, 2, 3, 4]);
  });

  it('chooses the column count that leaves the last row fullest', () => {
    expect(balancedColumns(5)).toBe(3); // 3 + 2, not 4 + 1
    expect(balancedColumns(6)).toBe(3); // 3 + 3, not 4 + 2
    expect(balancedColumns(7)).toBe(4); // 4 + 3
    expect(balancedColumns(8)).toBe(4);
    expect(balancedColumns(9)).toBe(3);
  });

  it('gives an empty grid one column', () => {
    expect(balancedColumns(0)).toBe(1);
  });
});
