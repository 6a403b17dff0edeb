import { describe, expect, it } from 'vitest';
import { withoutApiAlias } from './api-alias.js';

describe('withoutApiAlias', () => {
  it('moves an address under /api to /backend/api, its query kept', () => {
    expect(withoutApiAlias('/api/home/hero')).toBe('/backend/api/home/hero');
    expect(withoutApiAlias('/api/home/hero/?locale=bn')).toBe('/backend/api/home/hero/?locale=bn');
    expect(withoutApiAlias('/api')).toBe('/backend/api');
    expect(withoutApiAlias('/api?x=1')).toBe('/backend/api?x=1');
  });

  it('leaves every other address as it is, a page whose name starts with "api" among them', () => {
    for (const url of ['/backend/api/home/hero', '/apiary', '/api-docs/x', '/about', '/', '/media/api/x.png'])
      expect(withoutApiAlias(url)).toBe(url);
  });
});
