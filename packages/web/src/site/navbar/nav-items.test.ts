import { describe, expect, it } from 'vitest';
import type { PageLink } from '@site/contracts/site';
import { automaticFooterColumns, automaticMenu, footerColumns, navItems } from './nav-items';

const link = (slug: string, navbar_group: PageLink['navbar_group'], in_navbar = true): PageLink => ({
  slug,
  title: slug.toUpperCase(),
  in_navbar,
  navbar_group,
  in_footer: false,
});

describe('navItems', () => {
  it('puts custom pages marked for the navbar at the top level before Contact, or at the end of their dropdown', () => {
    const items = navItems(
      [{ title: 'Cleaning', slug: 'cleaning' }],
      [link('careers', null), link('history', 'about'), link('audits', 'services'), link('legal', null, false)],
    );
    expect(items.map((i) => i.label)).toEqual(['Home', 'About', 'Services', 'Projects', 'Gallery', 'CAREERS', 'Contact']);
    expect(items.find((i) => i.label === 'CAREERS')?.to).toBe('/careers');
    expect(items[1]?.children?.at(-1)).toEqual({ label: 'HISTORY', to: '/history' });
    expect(items[2]?.children?.slice(-2)).toEqual([
      { label: 'Cleaning', to: '/services/cleaning' },
      { label: 'AUDITS', to: '/audits' },
    ]);
  });
});

describe('navItems with an edited menu', () => {
  it('shows the edited menu in its order, with its dropdown entries, instead of the automatic one', () => {
    const items = navItems(
      [{ title: 'Cleaning', slug: 'cleaning' }],
      [link('careers', null)],
      [
        { label: 'Start', target: '/', children: [] },
        { label: 'Work', target: '/projects', children: [{ label: 'Pictures', target: '/gallery' }] },
        { label: 'Partner', target: 'https://example.com', children: [] },
      ],
    );
    expect(items).toEqual([
      { label: 'Start', to: '/' },
      { label: 'Work', to: '/projects', children: [{ label: 'Pictures', to: '/gallery' }] },
      { label: 'Partner', to: 'https://example.com' },
    ]);
  });

  it('leaves out a stored item or entry whose address the link rule refuses (an old database, an import)', () => {
    const items = navItems(
      [],
      [],
      [
        { label: 'Away', target: '//evil.example/link', children: [] },
        { label: 'Work', target: '/projects', children: [{ label: 'Away', target: '/\\evil.example' }] },
      ],
    );
    expect(items).toEqual([{ label: 'Work', to: '/projects' }]);
  });

  it('an empty menu (a navbar never given one) is the automatic menu', () => {
    expect(navItems([], [], []).map((i) => i.label)).toEqual(['Home', 'About', 'Services', 'Projects', 'Gallery', 'Contact']);
  });
});

describe('automatic dropdown entries in an edited menu', () => {
  const services = [{ title: 'Cleaning', slug: 'cleaning' }];
  const pages = [link('audits', 'services'), link('history', 'about'), link('careers', null)];

  it('an item marked automatic lists what the automatic menu gives that dropdown, kept up to date', () => {
    const items = navItems(services, pages, [
      { label: 'What we do', target: '/services', auto: 'services', children: [{ label: 'Ignored', target: '/x' }] },
      { label: 'Who we are', target: '/about', auto: 'about', children: [] },
    ]);
    expect(items[0]?.children).toEqual([
      { label: 'All Services', to: '/services' },
      { label: 'Cleaning', to: '/services/cleaning' },
      { label: 'AUDITS', to: '/audits' },
    ]);
    expect(items[1]?.children?.map((c) => c.label)).toEqual([
      'About Us',
      'Company Profile',
      "Chairman's Message",
      'Mission, Vision and Story',
      'Team',
      'HISTORY',
    ]);
    // A page marked for the top level shows only through an item of an edited menu.
    expect(items.some((i) => i.label === 'CAREERS')).toBe(false);
  });

  it('the automatic menu, started from in the editor, shows exactly what the site shows without one', () => {
    expect(navItems(services, pages, automaticMenu(pages))).toEqual(navItems(services, pages, []));
  });
});

describe('footerColumns', () => {
  const services = [{ title: 'Cleaning', slug: 'cleaning' }];
  const pages = [{ ...link('legal', null, false), in_footer: true }];

  it('no edited columns: Company (with the pages marked for the footer), About and Services', () => {
    const columns = footerColumns([], services, pages);
    expect(columns.map((c) => c.title)).toEqual(['Company', 'About', 'Services']);
    expect(columns[0]?.links.at(-1)).toEqual({ label: 'LEGAL', to: '/legal' });
    expect(columns[2]?.links).toEqual([{ label: 'Cleaning', to: '/services/cleaning' }]);
  });

  it('edited columns in their order; an automatic one follows the services; a refused address is left out', () => {
    const columns = footerColumns(
      [
        {
          heading: 'Visit',
          links: [
            { label: 'Write', target: '/contact' },
            { label: 'Away', target: '//evil.example' },
          ],
        },
        { heading: 'What we do', auto: 'services', links: [] },
      ],
      services,
      pages,
    );
    expect(columns).toEqual([
      { title: 'Visit', links: [{ label: 'Write', to: '/contact' }] },
      { title: 'What we do', links: [{ label: 'Cleaning', to: '/services/cleaning' }] },
    ]);
  });

  it('the automatic columns, started from in the editor, show what the site shows without them', () => {
    expect(footerColumns(automaticFooterColumns(pages), services, pages)).toEqual(footerColumns([], services, pages));
  });
});
