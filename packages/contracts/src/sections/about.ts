// The about page's sections (company profile, chairman's message, mission and story, team, FAQ):
// their schemas, and how each is stored and edited. about.page.ts has their order and defaults.
import { z } from 'zod';
import { colour, imageUrl, link, list, longText, newId, text } from '../fields.js';
import { richText } from '../rich-text.js';
import { sectionFacts, type SectionFacts } from '../section-facts.js';
import {
  about1Default,
  about2BlockDefault,
  about2Default,
  faqBlockDefault,
  faqDefault,
  messageDefault,
  richTextBlockDefault,
  richTextDefault,
  teamBlockDefault,
  teamDefault,
  type ABOUT_PAGE,
} from './about.page.js';

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

/** A member's id is optional on input: the server assigns one. */
export const teamMemberSchema = z.strictObject({
  id: text(64)
    .optional()
    .transform((id) => id || newId()),
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

/** Free text with paragraphs, lists, links, bold and italic: the editor's document, never HTML. */
export const richTextSectionSchema = z.strictObject({
  heading: text(),
  body: richText(),
  bgColor: colour(),
  textColor: colour(),
});
export type RichTextSection = z.infer<typeof richTextSectionSchema>;

export const ABOUT_SECTIONS = {
  about1: sectionFacts({
    schema: about1Schema,
    defaults: about1Default,
    blockPictures: ['image1', 'image2'],
    editor: {
      success: 'Company profile updated successfully!',
      category: 'about',
      categories: { image1: 'about1-image1', image2: 'about1-image2' },
    },
  }),
  message: sectionFacts({
    schema: messageSchema,
    defaults: messageDefault,
    blockPictures: ['image'],
    editor: { success: 'Message updated successfully!', category: 'message-image' },
  }),
  about2: sectionFacts({
    schema: about2Schema,
    defaults: about2Default,
    blockDefaults: about2BlockDefault,
    blockPictures: ['imageUrl'],
    editor: {
      success: 'Mission, vision and story updated successfully!',
      category: 'about',
      lists: { stats: { itemLabel: 'Statement' } },
    },
  }),
  team: sectionFacts({
    schema: teamSchema,
    defaults: teamDefault,
    blockDefaults: teamBlockDefault,
    blockPictures: ['teamInfo.members.*.imageUrl'],
    headingField: 'teamInfo.headings.title',
    editor: {
      success: 'Team updated successfully!',
      category: 'team-member',
      labels: { teamInfo: 'Team', 'teamInfo.headings': 'Headings', 'teamInfo.members': 'Members' },
      lists: { 'teamInfo.members': { itemLabel: 'Member', addLabel: 'Add Member', requires: ['name', 'position'] } },
    },
  }),
  faq: sectionFacts({
    schema: faqSchema,
    defaults: faqDefault,
    blockDefaults: faqBlockDefault,
    editor: {
      success: 'FAQ updated successfully!',
      category: 'faq',
      labels: { faqBgColor: 'Question background colour', faqTextColor: 'Question text colour' },
      lists: { faqs: { itemLabel: 'Question' } },
    },
  }),
  richText: sectionFacts({
    schema: richTextSectionSchema,
    defaults: richTextDefault,
    blockDefaults: richTextBlockDefault,
    editor: { success: 'Rich text updated successfully!', category: 'about' },
  }),
} satisfies { [K in (typeof ABOUT_PAGE)[number]['key']]: SectionFacts };
