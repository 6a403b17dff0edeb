// The contact page: the top block with locations (contact1) and the form block (contact2).
import { z } from 'zod';
import { colour, email, imageUrl, link, list, longText, text } from '../fields.js';

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

/** Canonical shape (decisions §3): several phone numbers, addresses with a heading. */
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
