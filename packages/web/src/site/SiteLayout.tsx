// The public site's frame (public-site §2): navbar, the page, footer. The navbar, footer and
// service list come with each page's answer; the navbar's button colours become the site accent.
// The answer's media map reaches the navbar and footer logos here; each page gets its own in PageGate.
import { Outlet, ScrollRestoration } from 'react-router';
import { footerDefault, navbarDefault } from '@site/contracts';
import { colourStyle } from '../sections/shared/colourStyle';
import { MediaProvider } from '../sections/shared/MediaContext';
import { Footer } from './footer/Footer';
import { Navbar } from './navbar/Navbar';
import { useDocumentMeta } from './useDocumentMeta';
import { useSiteContent } from './useSiteContent';
import styles from './SiteLayout.module.css';

export function SiteLayout() {
  const content = useSiteContent();
  useDocumentMeta(content);
  // Defaults only show when there is no answer at all (a route error on the first request).
  const navbar = content?.sections.navbar ?? navbarDefault;
  const footer = content?.sections.footer ?? footerDefault;
  const serviceSlugs = content?.serviceSlugs ?? [];
  return (
    <MediaProvider media={content?.media}>
      <div className={styles.site} style={colourStyle({ '--brand': navbar.buttonBgColor, '--brand-contrast': navbar.buttonTextColor })}>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        <Navbar navbar={navbar} serviceSlugs={serviceSlugs} />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer footer={footer} groupName={navbar.groupName} serviceSlugs={serviceSlugs} />
        <ScrollRestoration />
      </div>
    </MediaProvider>
  );
}
