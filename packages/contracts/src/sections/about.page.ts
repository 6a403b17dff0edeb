// The about page: its sections in the order it shows them, and the document each holds before its
// first save. Plain values without zod: the public pages import them (about.ts has the schemas).
import { emptyRichText, hasRichContent } from '../rich-text-content.js';
import type { About1, About2, Faq, Message, RichTextSection, Team } from './about.js';

export const ABOUT_PAGE = [
  { key: 'about1' },
  { key: 'message' },
  { key: 'about2' },
  { key: 'team' },
  // Only with questions: an empty FAQ would be a heading over nothing.
  { key: 'faq', shows: (faq: Faq) => faq.faqs.length > 0 },
  // Only with text in its body: a heading alone says nothing.
  { key: 'richText', shows: (section: RichTextSection) => hasRichContent(section.body) },
] as const;

export const about1Default: About1 = {
  title: '',
  description: '',
  image1: '',
  image2: '',
  buttonLabel: 'Contact Us',
  buttonLink: '/contact',
  bgColor: '#FFFFFF',
  textColor: '#333333',
};

export const about2Default: About2 = {
  title: '',
  description: '',
  stats: [],
  buttonLabel: 'Read More',
  buttonLink: '',
  imageUrl: '',
  bgColor: '#f3f6f8',
  textColor: '#000000',
};

export const messageDefault: Message = {
  heading: '',
  subheading: "Chairman's message",
  description: '',
  image: '',
  bgColor: '#ffffff',
  textColor: '#333333',
};

export const teamDefault: Team = {
  bgColor: '#FFFFFF',
  textColor: '#333333',
  teamInfo: { headings: { title: 'Our Team', subheading: '' }, members: [] },
};

/** Empty by default: /about shows the FAQ only once it has questions. */
export const faqDefault: Faq = {
  title: 'Frequently Asked Questions',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#FFFFFF',
  faqBgColor: '#FFFFFF',
  faqTextColor: '#000000',
  faqs: [],
};

/** Empty by default: /about shows the section once its body has text. */
export const richTextDefault: RichTextSection = {
  heading: '',
  body: emptyRichText,
  bgColor: '#FFFFFF',
  textColor: '#333333',
};
