// /about/company-profile, /about/message, /about/story and /about/team: one about section each,
// from the same about page answer, drawn by the about page's component for it.
import type { PageContent, PageSectionKey } from '@site/contracts/site';
import { AboutSideMenu } from '../about/AboutSideMenu';
import { FetchFailed } from '../FetchFailed';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import type { SectionComponent } from '../PageSections';
import { ABOUT_COMPONENTS } from './AboutPage';

/** The about sections with a sub-page of their own (the side menu has an entry for each). */
export type AboutPart = Extract<PageSectionKey<'about'>, 'about1' | 'message' | 'about2' | 'team'>;

const TITLES: Record<AboutPart, string> = {
  about1: 'Company Profile',
  message: "Chairman's Message",
  about2: 'Mission, Vision and Story',
  team: 'Our Team',
};

function Part({ part, content }: { part: AboutPart; content: PageContent<'about'> }) {
  // The key is widened: the compiler cannot follow it through the components and the documents at once.
  const Section = ABOUT_COMPONENTS[part] as SectionComponent<AboutPart>;
  const site = {
    navbar: content.sections.navbar,
    siteName: content.site.settings.site_name,
    serviceSlugs: content.serviceSlugs,
    pageLinks: content.pageLinks,
  };
  return <Section data={content.sections[part]} site={site} />;
}

export function AboutSubPage({ part }: { part: AboutPart }) {
  return (
    <PageGate page="about" fallback={<Loading />} errorElement={<FetchFailed />}>
      {(content) => (
        <>
          <h1 className="visually-hidden">{TITLES[part]}</h1>
          <AboutSideMenu anchors={false} />
          <Part part={part} content={content} />
        </>
      )}
    </PageGate>
  );
}
