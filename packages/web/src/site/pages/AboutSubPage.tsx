// /about/company-profile, /about/message, /about/story and /about/team: one about section each,
// from the same about page answer.
import { about1Default, about2Default, messageDefault, teamDefault, type PageContent } from '@site/contracts';
import { About1Section } from '../../sections/about/About1Section';
import { About2Section } from '../../sections/about/About2Section';
import { MessageSection } from '../../sections/about/MessageSection';
import { TeamSection } from '../../sections/about/TeamSection';
import { AboutSideMenu } from '../about/AboutSideMenu';
import { FetchFailed } from '../FetchFailed';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { useScrollReveal } from '../useScrollReveal';

export type AboutPart = 'about1' | 'message' | 'about2' | 'team';

const TITLES: Record<AboutPart, string> = {
  about1: 'Company Profile',
  message: "Chairman's Message",
  about2: 'Mission, Vision and Story',
  team: 'Our Team',
};

function Part({ part, content }: { part: AboutPart; content: PageContent }) {
  const { sections } = content;
  useScrollReveal(content);
  switch (part) {
    case 'about1':
      return <About1Section id="about1" data={sections.about1 ?? about1Default} />;
    case 'message':
      return <MessageSection id="message" data={sections.message ?? messageDefault} />;
    case 'about2':
      return <About2Section id="about2" data={sections.about2 ?? about2Default} />;
    case 'team':
      return <TeamSection id="team" data={sections.team ?? teamDefault} />;
  }
}

export function AboutSubPage({ part }: { part: AboutPart }) {
  return (
    <PageGate fallback={<Loading />} errorElement={<FetchFailed />}>
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
