// The navbar's items: fixed pages, the about sub-pages, one entry per service, and the custom pages
// marked for the navbar (at the top level before Contact, or at the end of the About or Services dropdown).
import { customPagePath, safeLink, type MenuItem, type NavbarGroup, type PageLink, type ServiceSlug } from '@site/contracts/site';
import { ABOUT_SUB_PAGES, PATHS, servicePath } from '../paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavItem extends NavLinkItem {
  /** A dropdown's entries; its trigger is a button, so the parent page is the first entry. */
  children?: NavLinkItem[];
}

/** The navbar's items: the menu edited on the Layouts screen, or the automatic menu while it is empty. */
export function navItems(
  serviceSlugs: readonly ServiceSlug[],
  pageLinks: readonly PageLink[] = [],
  menu: readonly MenuItem[] = [],
): NavItem[] {
  if (menu.length > 0) return menu.flatMap(editedItem);
  return automaticItems(serviceSlugs, pageLinks);
}

/**
 * An edited item: a link, or a dropdown whose trigger opens its entries (the first is its own target).
 * The link rule is applied again to what was stored (an old database or an import may break it): an
 * item or entry whose address it refuses is left out.
 */
function editedItem({ label, target, children }: MenuItem): NavItem[] {
  const to = safeLink(target);
  if (!to) return [];
  if (children.length === 0) return [{ label, to }];
  const entries = children.flatMap((c) => {
    const entry = safeLink(c.target);
    return entry ? [{ label: c.label, to: entry }] : [];
  });
  return [entries.length > 0 ? { label, to, children: entries } : { label, to }];
}

function automaticItems(serviceSlugs: readonly ServiceSlug[], pageLinks: readonly PageLink[]): NavItem[] {
  const pagesIn = (group: NavbarGroup | null) =>
    pageLinks.filter((p) => p.in_navbar && p.navbar_group === group).map((p) => ({ label: p.title, to: customPagePath(p.slug) }));
  return [
    { label: 'Home', to: PATHS.home },
    {
      label: 'About',
      to: PATHS.about,
      children: [
        { label: 'About Us', to: PATHS.about },
        ...ABOUT_SUB_PAGES.map((p) => ({ label: p.label, to: p.path })),
        ...pagesIn('about'),
      ],
    },
    {
      label: 'Services',
      to: PATHS.services,
      children: [
        { label: 'All Services', to: PATHS.services },
        ...serviceSlugs.map((s) => ({ label: s.title.trim() || s.slug, to: servicePath(s.slug) })),
        ...pagesIn('services'),
      ],
    },
    { label: 'Projects', to: PATHS.projects },
    { label: 'Gallery', to: PATHS.gallery },
    ...pagesIn(null),
    { label: 'Contact', to: PATHS.contact },
  ];
}
