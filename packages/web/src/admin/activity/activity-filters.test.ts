import { describe, expect, it } from 'vitest';
import { filterParams, filtersOf, hasFilters, NO_FILTERS, pageOf } from './activity-filters';

describe('the Activity filters in the address', () => {
  it('reads them back, leaving out an unknown action and a malformed day', () => {
    expect(filtersOf(new URLSearchParams('actor= ada &action=published&since=2030-03-01&until=2030-03-31'))).toEqual({
      actor: 'ada',
      action: 'published',
      since: '2030-03-01',
      until: '2030-03-31',
    });
    expect(filtersOf(new URLSearchParams('action=nonsense&since=yesterday&until=31.3.2030'))).toEqual(NO_FILTERS);
  });

  it('writes only the filters that are set', () => {
    expect(filterParams({ ...NO_FILTERS, action: 'sign_in_failed', until: '2030-03-31' }).toString()).toBe(
      'action=sign_in_failed&until=2030-03-31',
    );
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('reads the page, 1 unless a whole number from 1', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-1', 'page=2.5', 'page=x']) expect(pageOf(new URLSearchParams(bad))).toBe(1);
  });
});
