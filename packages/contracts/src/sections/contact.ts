// The contact page's sections, the top block with locations (contact1) and the form block (contact2):
// their schemas, and how each is stored and edited. contact.page.ts has their order and defaults.
import { z } from 'zod';
import { colour, email, imageUrl, link, list, longText, text } from '../fields.js';
import { sectionFacts, type SectionFacts } from '../section-facts.js';
import {
  contact1BlockDefault,
  contact1Default,
  contact2BlockDefault,
  contact2Default,
  type CONTACT_PAGE,
} from './contact.page.js';

export const contactLocationSchema = z.strictObject({
  imgSrc: imageUrl(),
  country: text(),
  address: text(),
  phone: text(),
  maplink: link(),
});
export const contact1Schema = z.strictObject({
  header: text(),
  subHeader: longText(),
  buttonText: text(),
  buttonLink: link(),
  maplink: link(),
  email: email(),
  phone: text(),
  bgColor: colour(),
  textColor: colour(),
  locations: list(contactLocationSchema),
});
export type Contact1 = z.infer<typeof contact1Schema>;

/** Several phone numbers, and addresses each with a heading. */
export const contact2Schema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  phoneNumbers: list(text()),
  email: email(),
  imageUrl: imageUrl(),
  addresses: list(z.strictObject({ heading: text(), details: longText() })),
});
export type Contact2 = z.infer<typeof contact2Schema>;

export const CONTACT_SECTIONS = {
  contact1: sectionFacts({
    schema: contact1Schema,
    defaults: contact1Default,
    blockDefaults: contact1BlockDefault,
    blockPictures: ['locations.*.imgSrc'],
    editor: {
      success: 'Contact 1 updated successfully!',
      category: 'contact-locations',
      labels: { maplink: 'Map link' },
      lists: { locations: { itemLabel: 'Location' } },
    },
  }),
  contact2: sectionFacts({
    schema: contact2Schema,
    defaults: contact2Default,
    blockDefaults: contact2BlockDefault,
    blockPictures: ['imageUrl'],
    editor: {
      success: 'Contact 2 updated successfully!',
      category: 'contact',
      lists: { phoneNumbers: { itemLabel: 'Phone number' }, addresses: { itemLabel: 'Address' } },
    },
  }),
} satisfies { [K in (typeof CONTACT_PAGE)[number]['key']]: SectionFacts };
