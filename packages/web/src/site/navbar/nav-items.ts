// The navbar's items: fixed pages, the about sub-pages, one entry per service.
import type { ServiceSlug } from '@site/contracts/site';
import { ABOUT_SUB_PAGES, PATHS, servicePath } from '../paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavItem extends NavLinkItem {
  /** A dropdown's entries; its trigger is a button, so the parent page is the first entry. */
  children?: NavLinkItem[];
}

export function navItems(serviceSlugs: readonly ServiceSlug[]): NavItem[] {
  return [
    { label: 'Home', to: PATHS.home },
    {
      label: 'About',
      to: PATHS.about,
      children: [{ label: 'About Us', to: PATHS.about }, ...ABOUT_SUB_PAGES.map((p) => ({ label: p.label, to: p.path }))],
    },
    {
      label: 'Services',
      to: PATHS.services,
      children: [
        { label: 'All Services', to: PATHS.services },
        ...serviceSlugs.map((s) => ({ label: s.title.trim() || s.slug, to: servicePath(s.slug) })),
      ],
    },
    { label: 'Projects', to: PATHS.projects },
    { label: 'Gallery', to: PATHS.gallery },
    { label: 'Contact', to: PATHS.contact },
  ];
}
