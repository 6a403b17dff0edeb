// The layout's sections as the site draws them: the navbar (with the service list in its menu) and
// the footer (with the service list and the navbar's group name). Shared by the site's layout and
// the editor's live preview.
import { Footer } from './footer/Footer';
import { Navbar } from './navbar/Navbar';
import type { PageComponents, SectionProps } from './PageSections';

function LayoutNavbar({ data, site }: SectionProps<'navbar'>) {
  return <Navbar navbar={data} siteName={site.siteName} serviceSlugs={site.serviceSlugs} pageLinks={site.pageLinks} />;
}

function LayoutFooter({ data, site }: SectionProps<'footer'>) {
  return <Footer footer={data} groupName={site.navbar.groupName} serviceSlugs={site.serviceSlugs} pageLinks={site.pageLinks} />;
}

/** The site's own words draw nothing where the layout's sections are: the site reads them (site-messages.tsx). */
const SiteMessagesNothing = () => null;

export const LAYOUT_COMPONENTS: PageComponents<'layout'> = {
  navbar: LayoutNavbar,
  footer: LayoutFooter,
  siteMessages: SiteMessagesNothing,
};
