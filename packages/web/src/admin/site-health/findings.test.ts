import type { SiteHealthFinding } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { countByKind, findingCount, groupByPage, keeps } from './findings';

const finding = (kind: SiteHealthFinding['kind'], page: string, locale = 'en'): SiteHealthFinding => ({
  kind,
  page,
  locale,
  document: 'home/hero',
  field: null,
  message: `${kind} on ${page}`,
});

const found = [
  finding('contrast', '/about'),
  finding('missing-alt', '/'),
  finding('contrast', '/', 'bn'),
  finding('seo', '/about'),
];

describe('site-health findings', () => {
  it('counts every kind, the absent ones as 0', () => {
    expect(countByKind(found)).toEqual({
      'missing-alt': 1,
      contrast: 2,
      'heading-order': 0,
      'broken-link': 0,
      'broken-external-link': 0,
      'bad-link': 0,
      seo: 1,
    });
  });

  it('filters by kind and by language', () => {
    expect(found.filter(keeps({ kind: 'contrast', locale: null }))).toHaveLength(2);
    expect(found.filter(keeps({ kind: 'contrast', locale: 'bn' }))).toEqual([found[2]]);
    expect(found.filter(keeps({ kind: null, locale: null }))).toEqual(found);
  });

  it('groups by page in address order, keeping the order found', () => {
    expect(groupByPage(found)).toEqual([
      { page: '/', findings: [found[1], found[2]] },
      { page: '/about', findings: [found[0], found[3]] },
    ]);
  });

  it('says how many', () => {
    expect(findingCount(1)).toBe('1 finding');
    expect(findingCount(4)).toBe('4 findings');
  });
});
