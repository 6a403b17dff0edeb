import { describe, expect, it } from 'vitest';
import type { PageLink } from '@site/contracts/site';
import { navItems } from './nav-items';

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
