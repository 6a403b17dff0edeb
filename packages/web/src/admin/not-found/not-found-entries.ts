// The Not found screen's view of the log: its order from the address (`?sort=recent`, most visited
// by default), and the entries split into addresses visitors asked for and bots' probes.
import type { NotFoundEntry, NotFoundSort } from '@site/contracts';

export const SORT_PARAM = 'sort';

export const SORT_LABELS: Record<NotFoundSort, string> = { hits: 'Most visited', recent: 'Last seen' };

export const sortOf = (params: URLSearchParams): NotFoundSort => (params.get(SORT_PARAM) === 'recent' ? 'recent' : 'hits');

export interface SplitEntries {
  /** Addresses of pages visitors asked for: each may become a redirect. */
  addresses: NotFoundEntry[];
  /** Families of addresses bots probe for other software: never a redirect. */
  probes: NotFoundEntry[];
}

/** The entries in their order, probes apart. */
export function splitEntries(entries: readonly NotFoundEntry[]): SplitEntries {
  return {
    addresses: entries.filter((entry) => entry.probe === null),
    probes: entries.filter((entry) => entry.probe !== null),
  };
}

/** "1 visit", "12 visits". */
export const visitsText = (hits: number) => `${hits} ${hits === 1 ? 'visit' : 'visits'}`;
