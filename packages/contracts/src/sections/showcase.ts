// The gallery and projects pages, each one document.
import { z } from 'zod';
import { colour, imageUrl, link, list, longText, text } from '../fields.js';

export const galleryItemSchema = z.strictObject({
  image: imageUrl(),
  subtitle: text(),
  title: text(),
  description: longText(),
});
export const gallerySchema = z.strictObject({
  title: text(),
  subtitle: longText(),
  bgColor: colour(),
  textColor: colour(),
  imageBgColor: colour(),
  imageTextColor: colour(),
  items: list(galleryItemSchema, 500),
});
export type Gallery = z.infer<typeof gallerySchema>;

/** Project ids are numbers: the editor gives a new project "item count + 1" (admin spec §4). */
export const projectItemSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  title: text(),
  description: longText(),
  imageUrl: imageUrl(),
  link: link(),
});
export const projectsSchema = z.strictObject({
  title: text(),
  subheading: longText(),
  bgColor: colour(),
  textColor: colour(),
  buttonText: text(),
  buttonLink: link(),
  items: list(projectItemSchema, 500),
});
export type Projects = z.infer<typeof projectsSchema>;

