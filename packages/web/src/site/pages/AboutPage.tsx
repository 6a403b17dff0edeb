// /about: every about section with its anchor (#about1, #message, #about2, #team), and the FAQ last
// when it has questions (decisions §3).
import { about1Default, about2Default, faqDefault, messageDefault, teamDefault, type PageContent } from '@site/contracts';
import { About1Section } from '../../sections/about/About1Section';
import { About2Section } from '../../sections/about/About2Section';
import { FaqSection } from '../../sections/about/FaqSection';
import { MessageSection } from '../../sections/about/MessageSection';
import { TeamSection } from '../../sections/about/TeamSection';
import { AboutSideMenu } from '../about/AboutSideMenu';
import { FetchFailed } from '../FetchFailed';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { useScrollReveal } from '../useScrollReveal';

export function AboutSections({ content }: { content: PageContent }) {
  const { sections } = content;
  useScrollReveal(content);
  const faq = sections.faq ?? faqDefault;
  return (
    <>
      <h1 className="visually-hidden">About Us</h1>
      <AboutSideMenu anchors />
      <About1Section id="about1" data={sections.about1 ?? about1Default} />
      <MessageSection id="message" data={sections.message ?? messageDefault} />
      <About2Section id="about2" data={sections.about2 ?? about2Default} />
      <TeamSection id="team" data={sections.team ?? teamDefault} />
      {faq.faqs.length > 0 && <FaqSection id="faq" data={faq} />}
    </>
  );
}

export function AboutPage() {
  return (
    <PageGate fallback={<Loading />} errorElement={<FetchFailed />}>
      {(content) => <AboutSections content={content} />}
    </PageGate>
  );
}
