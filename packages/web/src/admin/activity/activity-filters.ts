// The Activity screen's filters as they stand in the address (?actor=&action=&since=&until=&page=):
// read back sane (an unknown action or a malformed day is left out, not sent to be refused), and
// turned into the audit log's query for a page or for the CSV export.
import { AUDIT_ACTIONS, type AuditAction } from '@site/contracts';

export interface ActivityFilters {
  /** A username; '' for everyone. */
  actor: string;
  action: AuditAction | '';
  /** A day (2030-01-31), the first shown; '' for no start. */
  since: string;
  /** A day, the last shown; '' for no end. */
  until: string;
}

export const NO_FILTERS: ActivityFilters = { actor: '', action: '', since: '', until: '' };

export const PAGE_PARAM = 'page';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

export function filtersOf(params: URLSearchParams): ActivityFilters {
  const action = params.get('action') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: params.get('actor')?.trim() ?? '',
    action: isAction(action) ? action : '',
    since: day('since'),
    until: day('until'),
  };
}

/** The 1-based page in the address; 1 when there is none or it is not a whole number from 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The filters that are set, as query parameters (the address's and the API's alike). */
export function filterParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['actor', 'action', 'since', 'until'] as const) if (filters[name]) params.set(name, filters[name]);
  return params;
}

export const hasFilters = (filters: ActivityFilters) => filterParams(filters).size > 0;
