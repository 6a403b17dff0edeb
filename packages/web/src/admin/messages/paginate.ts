// The inbox's paging (10 per page), counted on the server: which messages a page asks for, how many
// pages a count makes, a page number read from the address kept sane, and the "11–20 of 10,000" line.
export const MESSAGES_PAGE_SIZE = 10;

/** At least 1: an empty list is one empty page ('Page 1 of 1'). */
export function pageCountOf(total: number, pageSize = MESSAGES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based page a `?page=` value names, or null when it names none (missing, not a whole number, below 1). */
export function requestedPageOf(value: string | null): number | null {
  if (value === null) return null;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : null;
}

/** The offset of a page's first message. */
export const offsetOfPage = (page: number, pageSize = MESSAGES_PAGE_SIZE) => (page - 1) * pageSize;

/** The page that starts at `offset`. */
export const pageAtOffset = (offset: number, pageSize = MESSAGES_PAGE_SIZE) => Math.floor(offset / pageSize) + 1;

/** The offset of the last page's first message, for a page asked past the end. */
export const lastPageOffset = (total: number, pageSize = MESSAGES_PAGE_SIZE) =>
  offsetOfPage(pageCountOf(total, pageSize), pageSize);

const count = new Intl.NumberFormat('en-US');

/** "11–20 of 10,000": which messages the page shows out of how many; "0 of 0" for none. */
export function rangeText(offset: number, shown: number, total: number): string {
  if (shown === 0) return `0 of ${count.format(total)}`;
  return `${count.format(offset + 1)}–${count.format(offset + shown)} of ${count.format(total)}`;
}
