// The site's pages as the menu editor offers them: the fixed pages, one per service and one per page
// built in the editor, read when a form that links to pages opens (so a page made a moment ago is
// there). The page answer's links also give the automatic menu the form can start from.
import { customPagePath, type PageLink } from '@site/contracts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchCustomPages } from '../api/custom-pages';
import { fetchPageContent } from '../api/page-content';
import { ABOUT_SUB_PAGES, PATHS, servicePath } from '../../site/paths';

export interface SitePageOption {
  label: string;
  path: string;
}

export interface SitePages {
  groups: { label: string; pages: SitePageOption[] }[];
  /** What the navbar and the footer show of the custom pages (their flags): the automatic menus' input. */
  pageLinks: PageLink[];
  /** The services in their order, for the automatic menus' dropdowns. */
  serviceSlugs: { title: string; slug: string }[];
}

const FIXED: SitePageOption[] = [
  { label: 'Home', path: PATHS.home },
  { label: 'About Us', path: PATHS.about },
  ...ABOUT_SUB_PAGES.map((p) => ({ label: p.label, path: p.path })),
  { label: 'All Services', path: PATHS.services },
  { label: 'Projects', path: PATHS.projects },
  { label: 'Gallery', path: PATHS.gallery },
  { label: 'Contact', path: PATHS.contact },
];

/** Until the services and custom pages arrive (or if they cannot be read), the fixed pages. */
const FIXED_ONLY: SitePages = { groups: [{ label: 'Pages', pages: FIXED }], pageLinks: [], serviceSlugs: [] };

async function loadSitePages(): Promise<SitePages> {
  const [content, custom] = await Promise.all([fetchPageContent('home'), fetchCustomPages()]);
  return {
    groups: [
      { label: 'Pages', pages: FIXED },
      {
        label: 'Services',
        pages: content.serviceSlugs.map((s) => ({ label: s.title.trim() || s.slug, path: servicePath(s.slug) })),
      },
      {
        label: 'Pages built in the editor',
        pages: custom.map((p) => ({ label: p.title || p.slug, path: customPagePath(p.slug) })),
      },
    ].filter((g) => g.pages.length > 0),
    pageLinks: content.pageLinks,
    serviceSlugs: content.serviceSlugs,
  };
}

const SitePagesContext = createContext<SitePages>(FIXED_ONLY);
export const useSitePages = () => useContext(SitePagesContext);

/** Reads the site's pages once for the form inside, when it links to pages (`enabled`). */
export function SitePagesProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [pages, setPages] = useState<SitePages>(FIXED_ONLY);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // Without them the list keeps the fixed pages, and any address can still be typed.
    loadSitePages().then(
      (loaded) => live && setPages(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return <SitePagesContext.Provider value={pages}>{children}</SitePagesContext.Provider>;
}
