import { describe, expect, it } from 'vitest';
import type { NotFoundEntry } from '@site/contracts';
import { sortOf, splitEntries, visitsText } from './not-found-entries';

const entry = (path: string, probe: string | null = null): NotFoundEntry => ({
  path,
  hits: 1,
  first_seen: '2026-03-01T09:00:00.000Z',
  last_seen: '2026-03-01T09:00:00.000Z',
  referrer_host: null,
  probe,
});

describe('the Not found screen', () => {
  it('takes its order from the address, most visited unless it says recent', () => {
    expect(sortOf(new URLSearchParams())).toBe('hits');
    expect(sortOf(new URLSearchParams('sort=recent'))).toBe('recent');
    expect(sortOf(new URLSearchParams('sort=anything'))).toBe('hits');
  });

  it("keeps bots' probes apart from the addresses visitors asked for, each in the order given", () => {
    const wp = entry('/wp-*', 'WordPress addresses');
    const { addresses, probes } = splitEntries([entry('/a'), wp, entry('/b')]);
    expect(addresses.map((e) => e.path)).toEqual(['/a', '/b']);
    expect(probes).toEqual([wp]);
  });

  it('counts visits in words', () => {
    expect(visitsText(1)).toBe('1 visit');
    expect(visitsText(12)).toBe('12 visits');
  });
});
