import type { DraftSummary } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { byLanguage, draftKey, inDraftLanguage, withoutDefaultLocale } from './draft-languages';

const draft = (path: string, locale?: string) =>
  ({ path, label: path, ...(locale ? { locale } : {}) }) as unknown as DraftSummary;
const LIST = [draft('home/hero'), draft('home/hero', 'bn'), draft('home/cards', 'bn'), draft('home/cards')];

describe('drafts of several languages on the Drafts screen', () => {
  it('names a translation’s draft by its path and language, a document’s own by its path as before', () => {
    expect(LIST.map(draftKey)).toEqual(['home/hero', 'home/hero@bn', 'home/cards@bn', 'home/cards']);
    expect(inDraftLanguage('/admin/home?section=hero', LIST[1]!)).toBe('/admin/home?section=hero&locale=bn');
    expect(inDraftLanguage('/admin/home?section=hero', LIST[0]!)).toBe('/admin/home?section=hero');
  });

  it('publishes a selection one language at a time', () => {
    expect(byLanguage(LIST, new Set(['home/hero@bn', 'home/cards@bn', 'home/cards']))).toEqual([
      { locale: 'bn', paths: ['home/hero', 'home/cards'] },
      { paths: ['home/cards'] },
    ]);
    expect(byLanguage(LIST, new Set(['home/hero']))).toEqual([{ paths: ['home/hero'] }]);
  });

  it('takes the rows as the server lists them, where a document’s own draft names the default language', () => {
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'bn', name: 'বাংলা' },
    ];
    const listed = withoutDefaultLocale([draft('custom-pages/offers', 'en'), draft('custom-pages/offers', 'bn')], languages);
    expect(listed.map(draftKey)).toEqual(['custom-pages/offers', 'custom-pages/offers@bn']);
    expect(inDraftLanguage('/admin/pages/offers', listed[0]!)).toBe('/admin/pages/offers');
    expect(byLanguage(listed, new Set(['custom-pages/offers']))).toEqual([{ paths: ['custom-pages/offers'] }]);
    // Languages that could not be read: the rows as listed.
    expect(withoutDefaultLocale([draft('home/hero', 'en')], null).map(draftKey)).toEqual(['home/hero@en']);
  });
});
