// The public site's frame, drawn on the server (the browser hydrates only islands, so no title or
// scroll handling of its own): the layout's sections (navbar, footer) with the page between them. The
// navbar, footer and service list come with each page's answer; the navbar's button colours become
// the site accent (SiteColours). The answer's media map reaches the navbar and footer logos here; each page gets
// its own in PageGate.
import { Outlet } from 'react-router';
import { footerDefault, navbarDefault, siteMessagesDefault } from '@site/contracts/site';
import { MediaProvider } from '../sections/shared/MediaContext';
import { SiteMessagesProvider } from '../sections/shared/site-messages';
import { LAYOUT_COMPONENTS } from './layout-components';
import { PageSections } from './PageSections';
import { SiteColours } from './SiteColours';
import { useSiteContent } from './useSiteContent';
import styles from './SiteLayout.module.css';

export function SiteLayout() {
  const content = useSiteContent();
  // Defaults only show when there is no answer at all (a route error on the first request).
  const layout = {
    sections: {
      navbar: content?.sections.navbar ?? navbarDefault,
      footer: content?.sections.footer ?? footerDefault,
      siteMessages: content?.sections.siteMessages ?? siteMessagesDefault,
    },
    serviceSlugs: content?.serviceSlugs ?? [],
    site: content?.site,
    pageLinks: content?.pageLinks ?? [],
  };
  const { navbar } = layout.sections;
  const page = (
    <main id="main" className={styles.main} tabIndex={-1}>
      <Outlet />
    </main>
  );
  return (
    <MediaProvider media={content?.media}>
      <SiteMessagesProvider messages={layout.sections.siteMessages}>
        <SiteColours navbar={navbar} className={styles.site}>
          <a className={styles.skip} href="#main">
            Skip to content
          </a>
          {/* The page goes after the navbar, before the footer. */}
          <PageSections page="layout" components={LAYOUT_COMPONENTS} content={layout} after={{ navbar: page }} />
        </SiteColours>
      </SiteMessagesProvider>
    </MediaProvider>
  );
}
