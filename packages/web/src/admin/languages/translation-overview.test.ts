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

const everything = {
  ...status,
  documents: [
    { path: 'custom-pages/offers', label: 'Page "Offers"', page: 'custom-pages', progress: { bn: { translated: 1, total: 3 } } },
    { path: 'seo/offers', label: 'Search-engine settings of "offers"', page: 'custom-pages', progress: {} },
    { path: 'seo/about/team', label: 'Search-engine settings of "about/team"', page: 'about', progress: {} },
    { path: 'services', label: 'Services', page: 'services', progress: { bn: { translated: 0, total: 6 } } },
    { path: 'seo/services/cleaning', label: 'Search-engine settings of "services/cleaning"', page: 'services', progress: {} },
    ...status.documents,
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

  it('places the services, editor-built pages and search-engine settings in the screens that edit them, each page’s settings opening its SEO panel', () => {
    const groups = overviewGroups(everything);
    expect(groups.map((g) => g.screen)).toEqual(['Layouts', 'Home', 'About', 'Services', 'Pages']);
    const links = Object.fromEntries(groups.flatMap((g) => g.documents.map((d) => [d.label, d.editIn('bn')])));
    expect(links).toMatchObject({
      Services: '/admin/services?locale=bn',
      'Search-engine settings of "services/cleaning"': '/admin/services?seo=services/cleaning&locale=bn',
      'Page "Offers"': '/admin/pages/offers?locale=bn',
      'Search-engine settings of "offers"': '/admin/pages/offers?seo=offers&locale=bn',
      'Search-engine settings of "about/team"': '/admin/about?seo=about/team&locale=bn',
    });
  });

  it('sums each language over the site', () => {
    expect(languageTotals(status)).toEqual({ bn: { translated: 6, total: 12 } });
  });
});
