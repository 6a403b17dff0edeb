// The about sections: the default documents (what a section shows before it is first saved). Plain values
// without zod, so the public pages can import them without the schemas (the admin bundle has those).
import type { About1, About2, Faq, Message, Team } from './about.js';

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

/** Empty by default: /about shows the FAQ only when it has content (decisions §3). */
export const faqDefault: Faq = {
  title: 'Frequently Asked Questions',
  subtitle: '',
  bgColor: '#000000',
  textColor: '#FFFFFF',
  faqBgColor: '#FFFFFF',
  faqTextColor: '#000000',
  faqs: [],
};
