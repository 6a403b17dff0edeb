// /about: every about section in the registry's order, each with its anchor (the id its component
// gives its <section>), and those whose page's list gives a condition only when they meet it.
import type { PageContent } from '@site/contracts/site';
import { About1Section } from '../../sections/about/About1Section';
import { About2Section } from '../../sections/about/About2Section';
import { FaqSection } from '../../sections/about/FaqSection';
import { MessageSection } from '../../sections/about/MessageSection';
import { RichTextSection } from '../../sections/about/RichTextSection';
import { TeamSection } from '../../sections/about/TeamSection';
import { AboutSideMenu } from '../about/AboutSideMenu';
import { FetchFailed } from '../FetchFailed';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { PageSections, type PageComponents } from '../PageSections';

// Custom pages' block-only types (the Image and text block) are drawn with the rich text renderer,
// which only this page has: served from this module, so that sharing it does not make the renderer
// common code every page loads.
export { BLOCK_ONLY_COMPONENTS } from '../custom/block-only-components';

/** Also the about sub pages' (AboutSubPage.tsx): each shows one of them. */
export const ABOUT_COMPONENTS: PageComponents<'about'> = {
  about1: About1Section,
  message: MessageSection,
  about2: About2Section,
  team: TeamSection,
  faq: FaqSection,
  richText: RichTextSection,
};

export function AboutSections({ content }: { content: PageContent<'about'> }) {
  return (
    <>
      <h1 className="visually-hidden">About Us</h1>
      <AboutSideMenu anchors />
      <PageSections page="about" components={ABOUT_COMPONENTS} content={content} />
    </>
  );
}

export function AboutPage() {
  return (
    <PageGate page="about" fallback={<Loading />} errorElement={<FetchFailed />}>
      {(content) => <AboutSections content={content} />}
    </PageGate>
  );
}
