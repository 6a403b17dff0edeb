import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  about1Default,
  about2Default,
  associatesDefault,
  cardsDefault,
  carouselDefault,
  faqDefault,
  featuredVideoDefault,
  richTextDefault,
  footerDefault,
  gridCardsDefault,
  heroDefault,
  homeContactDefault,
  homeServicesDefault,
  locationDefault,
  messageDefault,
  navbarDefault,
  newsDefault,
  ourClientsDefault,
  pageSectionKeys,
  siteMessagesDefault,
  statisticsDefault,
  teamDefault,
  whyUsDefault,
  type PageSectionKey,
  type SectionPage,
} from '@site/contracts/site';
import { PageSections, SectionFrame, type PageComponents, type SectionProps } from './PageSections';

/** A component per section of the page that draws the section's key. */
function stubs<P extends SectionPage>(page: P): PageComponents<P> {
  const entries = pageSectionKeys(page).map((key) => [key, () => <p>{key}</p>]);
  return Object.fromEntries(entries) as PageComponents<P>;
}

const layout = { navbar: navbarDefault, footer: footerDefault, siteMessages: siteMessagesDefault };
const home = {
  sections: {
    ...layout,
    carousel: carouselDefault,
    hero: heroDefault,
    cards: cardsDefault,
    homeServices: homeServicesDefault,
    statistics: statisticsDefault,
    gridCards: gridCardsDefault,
    featuredVideo: featuredVideoDefault,
    whyUs: whyUsDefault,
    ourClients: ourClientsDefault,
    news: newsDefault,
    associates: associatesDefault,
    homeContact: homeContactDefault,
    location: locationDefault,
  },
  serviceSlugs: [],
};
const about = {
  sections: {
    ...layout,
    about1: about1Default,
    message: messageDefault,
    about2: about2Default,
    team: teamDefault,
    faq: faqDefault,
    richText: richTextDefault,
  },
  serviceSlugs: [],
};

/** The keys drawn, in order, from the stubs' paragraphs. */
const drawn = (html: string) => [...html.matchAll(/<p>(\w+)<\/p>/g)].map((m) => m[1]);

describe('PageSections', () => {
  it('draws a page’s sections in the registry’s order with the page’s components', () => {
    const withVideo = {
      ...home,
      sections: { ...home.sections, featuredVideo: { ...featuredVideoDefault, videoSrc: '/media/v.mp4' } },
    };
    const html = renderToStaticMarkup(<PageSections page="home" components={stubs('home')} content={withVideo} />);
    expect(drawn(html)).toEqual(pageSectionKeys('home'));
  });

  it('leaves out a section whose condition its document does not meet', () => {
    const html = renderToStaticMarkup(<PageSections page="home" components={stubs('home')} content={home} />);
    expect(drawn(html)).toEqual(pageSectionKeys('home').filter((key) => key !== 'featuredVideo'));
    const hostile = {
      ...home,
      sections: { ...home.sections, featuredVideo: { ...featuredVideoDefault, videoSrc: 'javascript:alert(1)' } },
    };
    expect(drawn(renderToStaticMarkup(<PageSections page="home" components={stubs('home')} content={hostile} />))).not.toContain(
      'featuredVideo',
    );

    expect(drawn(renderToStaticMarkup(<PageSections page="about" components={stubs('about')} content={about} />))).toEqual([
      'about1',
      'message',
      'about2',
      'team',
    ]);
    const withQuestion = {
      ...about,
      sections: { ...about.sections, faq: { ...faqDefault, faqs: [{ question: 'Q', answer: 'A' }] } },
    };
    expect(
      drawn(renderToStaticMarkup(<PageSections page="about" components={stubs('about')} content={withQuestion} />)).at(-1),
    ).toBe('faq');
    const withText = {
      ...about,
      sections: {
        ...about.sections,
        richText: {
          ...richTextDefault,
          body: {
            type: 'doc' as const,
            content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Hello' }] }],
          },
        },
      },
    };
    expect(drawn(renderToStaticMarkup(<PageSections page="about" components={stubs('about')} content={withText} />)).at(-1)).toBe(
      'richText',
    );
  });

  it('places page chrome after the section it follows', () => {
    const after: Partial<Record<PageSectionKey<'home'>, ReactNode>> = { carousel: <p>chrome</p> };
    const html = renderToStaticMarkup(<PageSections page="home" components={stubs('home')} content={home} after={after} />);
    expect(drawn(html).slice(0, 3)).toEqual(['carousel', 'chrome', 'hero']);
  });

  it('gives each section its document, and the navbar and service list of the page', () => {
    function Footer({ data, site }: SectionProps<'footer'>) {
      return <p>{`${data.copyText}|${site.navbar.groupName}|${site.serviceSlugs.map((s) => s.slug).join()}`}</p>;
    }
    const content = {
      sections: {
        navbar: { ...navbarDefault, groupName: 'Group' },
        footer: { ...footerDefault, copyText: 'C' },
        siteMessages: siteMessagesDefault,
      },
      serviceSlugs: [{ title: 'T', slug: 'cleaning' }],
    };
    const html = renderToStaticMarkup(
      <PageSections
        page="layout"
        components={{ navbar: () => null, footer: Footer, siteMessages: () => null }}
        content={content}
      />,
    );
    expect(html).toBe('<p>C|Group|cleaning</p>');
  });

  it('draws sections unframed, and inside the frame a provider gives, drawn ones only; chrome stays outside', () => {
    const after: Partial<Record<PageSectionKey<'home'>, ReactNode>> = { carousel: <p>chrome</p> };
    const plain = renderToStaticMarkup(<PageSections page="home" components={stubs('home')} content={home} after={after} />);
    expect(plain).not.toContain('<div');
    const framed = renderToStaticMarkup(
      <SectionFrame.Provider value={(key, section) => <div data-key={key}>{section}</div>}>
        <PageSections page="home" components={stubs('home')} content={home} after={after} />
      </SectionFrame.Provider>,
    );
    expect(framed.startsWith('<div data-key="carousel"><p>carousel</p></div><p>chrome</p><div data-key="hero">')).toBe(true);
    // The featured video without a video is not drawn, so it has no frame either.
    expect([...framed.matchAll(/data-key="(\w+)"/g)].map((m) => m[1])).toEqual(
      pageSectionKeys('home').filter((key) => key !== 'featuredVideo'),
    );
  });
});
