// A page's sections, drawn from the registry: in the order its list gives them, leaving out a
// section whose condition its document does not meet (a featured video without a video), each with
// the component the page maps its key to. Page chrome that is not a section is placed by the page
// after the section it follows. The editor's live preview frames each drawn section (SectionFrame) to
// find it, scroll to it and mark it; the public site draws them unframed.
import { createContext, Fragment, memo, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  isShown,
  pageSectionKeys,
  type PageSectionKey,
  type SectionData,
  type SectionKey,
  type PageLink,
  type SectionPage,
  type ServiceSlug,
} from '@site/contracts/site';

/** What every section component is given: its document, and what the layout adds (the navbar and footer show the service list). */
export interface SectionProps<K extends SectionKey> {
  data: SectionData<K>;
  site: SiteFrame;
  /**
   * Added to the fixed element ids the section writes (`faq` becomes `faq-2`) where a page shows it
   * more than once (a custom page's second FAQ block); the fixed pages give none, so their ids and
   * anchors (`/about#faq`) stay as they are. Ids a section makes with useId are unique already.
   */
  idSuffix?: string;
}

export interface SiteFrame {
  navbar: SectionData<'navbar'>;
  /** The site settings' name (the logo's link is read out as its home page). */
  siteName: string;
  serviceSlugs: readonly ServiceSlug[];
  /** The custom pages the navbar and footer link to. */
  pageLinks: readonly PageLink[];
}

export type SectionComponent<K extends SectionKey> = ComponentType<SectionProps<K>>;

/**
 * The component of each section of one page. One map per page, in that page's own module, so that a
 * page's scripts carry its own sections only; the compiler names a section of the page left out.
 */
export type PageComponents<P extends SectionPage> = { [K in PageSectionKey<P>]: SectionComponent<K> };

type PageDocs<P extends SectionPage> = { [K in PageSectionKey<P>]: SectionData<K> };

interface Props<P extends SectionPage> {
  page: P;
  components: PageComponents<P>;
  /** The page answer (for the layout, any page's): the page's documents, the navbar and the service list. */
  content: {
    sections: PageDocs<P> & { navbar: SectionData<'navbar'> };
    serviceSlugs: readonly ServiceSlug[];
    /** The site settings (the site's name); absent before an answer arrived. */
    site?: { settings: { site_name: string } };
    pageLinks?: readonly PageLink[];
  };
  /** Page chrome shown after a section (the home page's group banner after the carousel). */
  after?: Partial<Record<PageSectionKey<P>, ReactNode>>;
}

/** Wraps each section that is drawn; without a provider (the public site) a section is drawn as it is. */
export const SectionFrame = createContext<((key: SectionKey, section: ReactNode) => ReactNode) | null>(null);

interface DrawnProps {
  Component: SectionComponent<SectionKey>;
  data: SectionData<SectionKey>;
  site: SiteFrame;
}

/**
 * A section drawn again only when its document or the site frame is another: the editor's live
 * preview draws the page on every keystroke in one section's form, and the others, the navbar and
 * the footer among them, stay as they are.
 */
const Drawn = memo(function Drawn({ Component, data, site }: DrawnProps) {
  return <Component data={data} site={site} />;
});

/**
 * One section, or nothing when its condition is not met. The compiler cannot follow a key through a
 * page's two maps (components and documents) at once; each map is checked key by key where it is
 * written, so the key is widened here.
 */
function renderSection(key: SectionKey, Component: SectionComponent<SectionKey>, data: SectionData<SectionKey>, site: SiteFrame) {
  return isShown(key, data) ? <Drawn Component={Component} data={data} site={site} /> : null;
}

const NO_PAGE_LINKS: readonly PageLink[] = [];

export function PageSections<P extends SectionPage>({ page, components, content, after }: Props<P>) {
  const frame = useContext(SectionFrame);
  const navbar = content.sections.navbar;
  const siteName = content.site?.settings.site_name ?? '';
  const { serviceSlugs } = content;
  const pageLinks = content.pageLinks ?? NO_PAGE_LINKS;
  const site = useMemo<SiteFrame>(
    () => ({ navbar, siteName, serviceSlugs, pageLinks }),
    [navbar, siteName, serviceSlugs, pageLinks],
  );
  return pageSectionKeys(page).map((key) => {
    const section = renderSection(key, components[key] as SectionComponent<SectionKey>, content.sections[key], site);
    return (
      <Fragment key={key}>
        {section && frame ? frame(key, section) : section}
        {after?.[key]}
      </Fragment>
    );
  });
}
