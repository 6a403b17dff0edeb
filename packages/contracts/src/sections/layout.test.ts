// The navbar's menu: a navbar saved before the menu could be edited still parses (with the automatic
// menu), and an item without a label or with an unsafe address is refused with one readable sentence.
import { describe, expect, it } from 'vitest';
import { footerSchema, navbarSchema } from './layout.js';
import { footerDefault, navbarDefault } from './layout.page.js';

const { menu: _menu, ...older } = navbarDefault;

describe('navbar menu', () => {
  it('an older navbar without a menu parses with the automatic (empty) menu', () => {
    expect(navbarSchema.parse(older).menu).toEqual([]);
  });

  it('keeps an edited menu with one level of dropdown entries', () => {
    const menu = [
      { label: 'Start', target: '/' },
      { label: 'Work', target: '/projects', children: [{ label: 'Gallery', target: '/gallery' }] },
    ];
    expect(navbarSchema.parse({ ...older, menu }).menu).toEqual([
      { label: 'Start', target: '/', auto: '', children: [] },
      { label: 'Work', target: '/projects', auto: '', children: [{ label: 'Gallery', target: '/gallery' }] },
    ]);
  });

  it.each([
    [{ label: ' ', target: '/' }, 'Give the menu item a label.'],
    [{ label: 'Home', target: '' }, 'Choose the page or address the menu item opens.'],
    [{ label: 'Bad', target: 'javascript:alert(1)' }, 'Use a link that starts with http://, https://, /, #, mailto: or tel:.'],
  ])('refuses %j with a clear sentence', (item, message) => {
    const r = navbarSchema.safeParse({ ...older, menu: [item] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses a second level of nesting', () => {
    const menu = [{ label: 'A', target: '/', children: [{ label: 'B', target: '/', children: [] }] }];
    expect(navbarSchema.safeParse({ ...older, menu }).success).toBe(false);
  });
});

describe('automatic dropdown entries', () => {
  it('keeps an item whose entries are the automatic services or about pages', () => {
    const menu = [
      { label: 'Services', target: '/services', auto: 'services' },
      { label: 'About', target: '/about', auto: 'about' },
    ];
    expect(navbarSchema.parse({ ...older, menu }).menu.map((i) => i.auto)).toEqual(['services', 'about']);
  });

  it('refuses an automatic source it does not know with a clear sentence', () => {
    const r = navbarSchema.safeParse({ ...older, menu: [{ label: 'News', target: '/news', auto: 'news' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(
      'Choose where the entries come from: "services", "about", or empty for the entries listed.',
    );
  });
});

describe('footer link columns', () => {
  const { columns: _columns, ...olderFooter } = footerDefault;

  it('an older footer without columns parses with the automatic (empty) columns', () => {
    expect(footerSchema.parse(olderFooter).columns).toEqual([]);
  });

  it('keeps edited columns: a heading with its links, or automatic ones', () => {
    const columns = [
      { heading: 'Visit', links: [{ label: 'Contact', target: '/contact' }] },
      { heading: 'What we do', auto: 'services' },
    ];
    expect(footerSchema.parse({ ...olderFooter, columns }).columns).toEqual([
      { heading: 'Visit', auto: '', links: [{ label: 'Contact', target: '/contact' }] },
      { heading: 'What we do', auto: 'services', links: [] },
    ]);
  });

  it.each([
    [{ heading: '', links: [] }, 'Give the column a heading.'],
    [
      { heading: 'Away', links: [{ label: 'Evil', target: 'javascript:alert(1)' }] },
      'Use a link that starts with http://, https://, /, #, mailto: or tel:.',
    ],
  ])('refuses %j with a clear sentence', (column, message) => {
    const r = footerSchema.safeParse({ ...olderFooter, columns: [column] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});
