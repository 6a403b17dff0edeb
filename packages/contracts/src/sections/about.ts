// The about area: company profile (about1), story (about2), chairman's message, team and FAQ.
import { z } from 'zod';
import { colour, imageUrl, link, list, longText, newId, text } from '../fields.js';

export const about1Schema = z.strictObject({
  title: text(),
  description: longText(),
  image1: imageUrl(),
  image2: imageUrl(),
  buttonLabel: text(),
  buttonLink: link(),
  bgColor: colour(),
  textColor: colour(),
});
export type About1 = z.infer<typeof about1Schema>;
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

export const about2Schema = z.strictObject({
  title: text(),
  description: longText(),
  stats: list(z.strictObject({ title: text(), description: longText() })),
  buttonLabel: text(),
  buttonLink: link(),
  imageUrl: imageUrl(),
  bgColor: colour(),
  textColor: colour(),
});
export type About2 = z.infer<typeof about2Schema>;
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

export const messageSchema = z.strictObject({
  heading: text(),
  subheading: text(),
  description: longText(),
  image: imageUrl(),
  bgColor: colour(),
  textColor: colour(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageDefault: Message = {
  heading: '',
  subheading: "Chairman's message",
  description: '',
  image: '',
  bgColor: '#ffffff',
  textColor: '#333333',
};

/** A member's id is optional on input: the server assigns one (decisions §3). */
export const teamMemberSchema = z.strictObject({
  id: text(64).optional().transform((id) => id || newId()),
  name: text(),
  position: text(),
  imageUrl: imageUrl(),
});
export const teamSchema = z.strictObject({
  bgColor: colour(),
  textColor: colour(),
  teamInfo: z.strictObject({
    headings: z.strictObject({ title: text(), subheading: longText() }),
    members: list(teamMemberSchema),
  }),
});
export type Team = z.infer<typeof teamSchema>;
export const teamDefault: Team = {
  bgColor: '#FFFFFF',
  textColor: '#333333',
  teamInfo: { headings: { title: 'Our Team', subheading: '' }, members: [] },
};

export const faqSchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  faqBgColor: colour(),
  faqTextColor: colour(),
  faqs: list(z.strictObject({ question: text(), answer: longText() })),
});
export type Faq = z.infer<typeof faqSchema>;
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
