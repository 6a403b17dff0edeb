// The navbar's menu: a navbar saved before the menu could be edited still parses (with the automatic
// menu), and an item without a label or with an unsafe address is refused with one readable sentence.
import { describe, expect, it } from 'vitest';
import { navbarSchema } from './layout.js';
import { navbarDefault } from './layout.page.js';

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
      { label: 'Start', target: '/', children: [] },
      { label: 'Work', target: '/projects', children: [{ label: 'Gallery', target: '/gallery' }] },
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
