// The gallery and projects pages, one section each: their schemas, and how each is stored and
// edited. showcase.page.ts has their defaults.
import { z } from 'zod';
import { colour, imageUrl, link, list, longText, text } from '../fields.js';
import { sectionFacts, type SectionFacts } from '../section-facts.js';
import {
  galleryBlockDefault,
  galleryDefault,
  newProjectItem,
  projectsBlockDefault,
  projectsDefault,
  type GALLERY_PAGE,
  type PROJECTS_PAGE,
} from './showcase.page.js';

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

/** Project ids are numbers: the editor gives a new project "item count + 1". */
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

type ShowcaseKey = (typeof GALLERY_PAGE)[number]['key'] | (typeof PROJECTS_PAGE)[number]['key'];

export const SHOWCASE_SECTIONS = {
  gallery: sectionFacts({
    schema: gallerySchema,
    defaults: galleryDefault,
    blockDefaults: galleryBlockDefault,
    blockPictures: ['items.*.image'],
    editor: { success: 'Gallery updated successfully!', category: 'gallery', lists: { items: { itemLabel: 'Image' } } },
  }),
  projects: sectionFacts({
    schema: projectsSchema,
    defaults: projectsDefault,
    blockDefaults: projectsBlockDefault,
    blockPictures: ['items.*.imageUrl'],
    editor: {
      success: 'Projects updated successfully!',
      category: 'projects',
      lists: { items: { itemLabel: 'Project', newItem: (items) => newProjectItem(items.length) } },
    },
  }),
} satisfies { [K in ShowcaseKey]: SectionFacts };
