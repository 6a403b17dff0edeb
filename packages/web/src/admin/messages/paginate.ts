// The inbox's paging (10 per page): which rows a page shows, how many pages there
// are, and a page number kept in range, so that deleting the last row of the last page lands on
// the page before it instead of an empty one.
export const MESSAGES_PAGE_SIZE = 10;

export interface PageOf<T> {
  rows: T[];
  /** 1-based, always between 1 and pageCount. */
  page: number;
  /** At least 1: an empty list is one empty page ('Page 1 of 1'). */
  pageCount: number;
}

export function paginate<T>(items: readonly T[], requestedPage: number, pageSize = MESSAGES_PAGE_SIZE): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  return { rows: items.slice(start, start + pageSize), page, pageCount };
}

/** The page that shows the item `isIt` picks (a message opened by its address), or undefined when none does. */
export function pageContaining<T>(
  items: readonly T[],
  isIt: (item: T) => boolean,
  pageSize = MESSAGES_PAGE_SIZE,
): number | undefined {
  const index = items.findIndex(isIt);
  return index < 0 ? undefined : Math.floor(index / pageSize) + 1;
}
