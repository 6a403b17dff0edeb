// How many columns a card grid of `count` items uses on wide screens: three or four, whichever
// leaves the last row fullest (six cards read better as 3 + 3 than as 4 + 2, five as 3 + 2).
export function balancedColumns(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  const fill = (columns: number) => (count % columns || columns) / columns;
  return fill(4) >= fill(3) ? 4 : 3;
}
