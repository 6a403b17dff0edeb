// The table's selection as React state, always seen through the visible rows: the filter or a
// refresh hiding a row also unselects it for the count, the select-all box and Delete.
import { useCallback, useMemo, useState } from 'react';
import { selectAllState, toggleAll, toggleId, visibleSelection, type SelectAllState } from './selection';

export interface Selection {
  selected: ReadonlySet<number>;
  allState: SelectAllState;
  toggle: (id: number) => void;
  toggleAllVisible: () => void;
  clear: () => void;
}

/** `visibleIds` should keep its identity between renders (memoised) while the rows are the same. */
export function useSelection(visibleIds: readonly number[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => visibleSelection(chosen, visibleIds), [chosen, visibleIds]);
  const toggle = useCallback((id: number) => setChosen((current) => toggleId(current, id)), []);
  const toggleAllVisible = useCallback(() => setChosen((current) => toggleAll(current, visibleIds)), [visibleIds]);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selected, allState: selectAllState(chosen, visibleIds), toggle, toggleAllVisible, clear };
}
