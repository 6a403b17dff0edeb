// A document's history for the history panel, loaded when it opens and again on demand (after a
// failed restore, or "Try again"), through the query helper that lets only the latest answer in.
import type { History } from '@site/contracts';
import { useCallback } from 'react';
import { fetchHistory } from '../api/history';
import { useQuery, type QueryState } from '../loading/useQuery';

export type HistoryState = QueryState<History>;

export function useHistory(doc: string): { state: HistoryState; reload: () => void } {
  const load = useCallback((signal: AbortSignal) => fetchHistory(doc, signal), [doc]);
  return useQuery(load, `Failed to load the history of ${doc}`);
}
