// The table's selection as sets of image ids: one row toggled, the select-all box (all, some or
// none of the visible rows), and the selection cut down to the rows still shown.
export type SelectAllState = 'all' | 'some' | 'none';

export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Only the selected ids among the visible ones: a filtered-out or deleted image is never acted on. */
export function visibleSelection(selected: ReadonlySet<number>, visibleIds: readonly number[]): Set<number> {
  return new Set(visibleIds.filter((id) => selected.has(id)));
}

export function selectAllState(selected: ReadonlySet<number>, visibleIds: readonly number[]): SelectAllState {
  const count = visibleSelection(selected, visibleIds).size;
  if (count === 0) return 'none';
  return count === visibleIds.length ? 'all' : 'some';
}

/** The select-all box: with every visible row selected it clears them, otherwise it selects them all. */
export function toggleAll(selected: ReadonlySet<number>, visibleIds: readonly number[]): Set<number> {
  return selectAllState(selected, visibleIds) === 'all' ? new Set() : new Set(visibleIds);
}
