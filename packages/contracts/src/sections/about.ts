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

export const messageSchema = z.strictObject({
  heading: text(),
  subheading: text(),
  description: longText(),
  image: imageUrl(),
  bgColor: colour(),
  textColor: colour(),
});
export type Message = z.infer<typeof messageSchema>;

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
