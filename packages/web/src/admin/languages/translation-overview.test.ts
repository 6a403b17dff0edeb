import { describe, expect, it } from 'vitest';
import { languageTotals, overviewGroups } from './translation-overview';

const status = {
  languages: [
    { code: 'en', name: 'English' },
    { code: 'bn', name: 'বাংলা' },
  ],
  documents: [
    { path: 'home/hero', label: 'Hero', page: 'home', progress: { bn: { translated: 2, total: 5 } } },
    { path: 'layout/navbar', label: 'Navbar', page: 'layout', progress: { bn: { translated: 0, total: 3 } } },
    { path: 'home/cards', label: 'Cards', page: 'home', progress: { bn: { translated: 4, total: 4 } } },
  ],
};

describe('the Languages overview', () => {
  it('groups the documents by editor screen in the sidebar’s order, each opening its form in a language', () => {
    const groups = overviewGroups(status);
    expect(groups.map((g) => [g.screen, g.documents.map((d) => d.label)])).toEqual([
      ['Layouts', ['Navbar']],
      ['Home', ['Hero', 'Cards']],
    ]);
    expect(groups[1]!.documents[0]!.editIn('bn')).toBe('/admin/home?section=hero&locale=bn');
  });

  it('sums each language over the site', () => {
    expect(languageTotals(status)).toEqual({ bn: { translated: 6, total: 12 } });
  });
});
