// The about page: its sections in the order it shows them, and the document each holds before its
// first save. Plain values without zod: the public pages import them (about.ts has the schemas).
import { emptyRichText, hasRichContent } from '../rich-text-content.js';
import type { About1, About2, Faq, Message, RichTextSection, Team } from './about.js';

export const ABOUT_PAGE = [
  { key: 'about1', path: 'about/about1', label: 'Company Profile' },
  { key: 'message', path: 'about/message', label: 'Message' },
  { key: 'about2', path: 'about/about2', label: 'Mission Vision and Story' },
  { key: 'team', path: 'about/team', label: 'Team' },
  // Only with questions: an empty FAQ would be a heading over nothing.
  { key: 'faq', path: 'about/faq', label: 'FAQ', shows: (faq: Faq) => faq.faqs.length > 0 },
  // Only with text in its body: a heading alone says nothing.
  {
    key: 'richText',
    path: 'about/rich-text',
    label: 'Rich Text',
    shows: (section: RichTextSection) => hasRichContent(section.body),
  },
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

/** A new mission, vision and story block: the three statements with a sentence each, to replace. */
export const about2BlockDefault: About2 = {
  ...about2Default,
  title: 'What drives us',
  description: 'A few sentences on where the company comes from and where it is going.',
  stats: [
    { title: 'Our mission', description: 'A sentence on what the company sets out to do.' },
    { title: 'Our vision', description: 'A sentence on where the company wants to be.' },
    { title: 'Our story', description: 'A sentence on how the company began.' },
  ],
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

/** A new team block: three members to replace, with their photos from the library as it is added. */
export const teamBlockDefault: Team = {
  ...teamDefault,
  teamInfo: {
    headings: { title: 'Our Team', subheading: 'The people you will work with.' },
    members: [
      { id: 'member-1', name: 'First Name', position: 'Managing Director', imageUrl: '' },
      { id: 'member-2', name: 'Second Name', position: 'Operations Manager', imageUrl: '' },
      { id: 'member-3', name: 'Third Name', position: 'Client Manager', imageUrl: '' },
    ],
  },
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

/** A new FAQ block: two questions with their answers, to replace. */
export const faqBlockDefault: Faq = {
  ...faqDefault,
  faqs: [
    {
      question: 'How do I ask for a quote?',
      answer: 'Send the contact form or call us: we answer within one working day.',
    },
    {
      question: 'Which areas do you cover?',
      answer: 'Name the towns and regions where you work.',
    },
  ],
};

/** Empty by default: /about shows the section once its body has text. */
export const richTextDefault: RichTextSection = {
  heading: '',
  body: emptyRichText,
  bgColor: '#FFFFFF',
  textColor: '#333333',
};

/**
 * A new rich text block: a heading and a paragraph to replace (an empty body would not show); its
 * heading is not the image-and-text block's, so the two do not name their parts of the page alike.
 */
export const richTextBlockDefault: RichTextSection = {
  ...richTextDefault,
  heading: 'A heading for this text',
  body: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'A few sentences on this subject. Click the block to change them.' }],
      },
    ],
  },
};
