// The navbar's items: the menu edited on the Layouts screen, or while none is the automatic menu (fixed
// pages, the about sub-pages, one entry per service, and the custom pages marked for the navbar at the
// top level before Contact, or at the end of the About or Services dropdown). The automatic menu is
// itself a menu (automaticMenu): the editor's "Start from the current menu" copies it.
import {
  customPagePath,
  safeLink,
  type FooterColumn,
  type MenuAuto,
  type MenuItem,
  type PageLink,
  type ServiceSlug,
} from '@site/contracts/site';
import { ABOUT_SUB_PAGES, PATHS, servicePath } from '../paths';
import { routerPath, type PageLanguage } from '../../shared/page-language';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavItem extends NavLinkItem {
  /** A dropdown's entries; its trigger is a button, so the parent page is the first entry. */
  children?: NavLinkItem[];
}

/** A stored item: documents saved before the automatic entries could be chosen have no `auto`. */
export type StoredMenuItem = Omit<MenuItem, 'auto'> & { auto?: MenuAuto };
export type StoredFooterColumn = Omit<FooterColumn, 'auto'> & { auto?: MenuAuto };

/** The pages an automatic dropdown or footer column lists: the about sub-pages, or every service. */
function autoLinks(auto: Exclude<MenuAuto, ''>, serviceSlugs: readonly ServiceSlug[]): NavLinkItem[] {
  if (auto === 'about') return ABOUT_SUB_PAGES.map((p) => ({ label: p.label, to: p.path }));
  return serviceSlugs.map((s) => ({ label: s.title.trim() || s.slug, to: servicePath(s.slug) }));
}

/**
 * What a dropdown marked automatic holds: its parent page ("About Us", "All Services"), its pages, and
 * the custom pages marked for that dropdown.
 */
function automaticEntries(
  auto: Exclude<MenuAuto, ''>,
  serviceSlugs: readonly ServiceSlug[],
  pageLinks: readonly PageLink[],
): NavLinkItem[] {
  const parent = auto === 'about' ? { label: 'About Us', to: PATHS.about } : { label: 'All Services', to: PATHS.services };
  const pagesIn = pageLinks
    .filter((p) => p.in_navbar && p.navbar_group === auto)
    .map((p) => ({ label: p.title, to: customPagePath(p.slug) }));
  return [parent, ...autoLinks(auto, serviceSlugs), ...pagesIn];
}

/** The automatic menu as a menu: what the site shows while none is edited, and where an edit starts. */
export function automaticMenu(pageLinks: readonly PageLink[]): MenuItem[] {
  const item = (label: string, target: string, auto: MenuAuto = ''): MenuItem => ({ label, target, auto, children: [] });
  return [
    item('Home', PATHS.home),
    item('About', PATHS.about, 'about'),
    item('Services', PATHS.services, 'services'),
    item('Projects', PATHS.projects),
    item('Gallery', PATHS.gallery),
    ...pageLinks.filter((p) => p.in_navbar && p.navbar_group === null).map((p) => item(p.title, customPagePath(p.slug))),
    item('Contact', PATHS.contact),
  ];
}

/** The navbar's items: the menu edited on the Layouts screen, or the automatic menu while it is empty. */
export function navItems(
  serviceSlugs: readonly ServiceSlug[],
  pageLinks: readonly PageLink[] = [],
  menu: readonly StoredMenuItem[] = [],
): NavItem[] {
  const items = menu.length > 0 ? menu : automaticMenu(pageLinks);
  return items.flatMap((item) => editedItem(item, serviceSlugs, pageLinks));
}

/** A stored list of links with the link rule applied again: an entry whose address it refuses is left out. */
function safeLinks(links: readonly { label: string; target: string }[]): NavLinkItem[] {
  return links.flatMap((c) => {
    const to = safeLink(c.target);
    return to ? [{ label: c.label, to }] : [];
  });
}

/**
 * An item: a link, or a dropdown whose trigger opens its entries (the first is its own target). The
 * link rule is applied again to what was stored (an old database or an import may break it): an
 * item or entry whose address it refuses is left out.
 */
function editedItem(
  { label, target, auto, children }: StoredMenuItem,
  serviceSlugs: readonly ServiceSlug[],
  pageLinks: readonly PageLink[],
): NavItem[] {
  const to = safeLink(target);
  if (!to) return [];
  const entries = auto ? automaticEntries(auto, serviceSlugs, pageLinks) : safeLinks(children);
  return [entries.length > 0 ? { label, to, children: entries } : { label, to }];
}

/** The footer's link columns: the edited ones, or the automatic Company, About and Services while none is. */
export function footerColumns(
  columns: readonly StoredFooterColumn[],
  serviceSlugs: readonly ServiceSlug[],
  pageLinks: readonly PageLink[],
): { title: string; links: NavLinkItem[] }[] {
  const shown = columns.length > 0 ? columns : automaticFooterColumns(pageLinks);
  return shown
    .map((c) => ({
      title: c.heading,
      links: c.auto ? autoLinks(c.auto, serviceSlugs) : safeLinks(c.links),
    }))
    .filter((c) => c.links.length > 0);
}

/** The automatic footer's columns as columns: what the site shows while none is edited, and where an edit starts. */
export function automaticFooterColumns(pageLinks: readonly PageLink[]): FooterColumn[] {
  const link = (label: string, target: string) => ({ label, target });
  return [
    {
      heading: 'Company',
      auto: '',
      links: [
        link('Homepage', PATHS.home),
        link('Our Projects', PATHS.projects),
        link('Gallery of Stunning Images', PATHS.gallery),
        link('Contact Us', PATHS.contact),
        ...pageLinks.filter((p) => p.in_footer).map((p) => link(p.title, customPagePath(p.slug))),
      ],
    },
    { heading: 'About', auto: 'about', links: [] },
    { heading: 'Services', auto: 'services', links: [] },
  ];
}

/** The items' targets for the router of a page in `language` (language.tsx routerPath). */
export function localisedItems(items: readonly NavItem[], language: Pick<PageLanguage, 'basename'>): NavItem[] {
  const local = <T extends NavLinkItem>(item: T): T => ({ ...item, to: routerPath(item.to, language) });
  return items.map((item) => (item.children ? { ...local(item), children: item.children.map(local) } : local(item)));
}
