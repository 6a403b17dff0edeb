// The gallery and projects pages, one section each, and the document each holds before its first
// save. Plain values without zod: the public pages import them (showcase.ts has the schemas).
import type { Gallery, Projects } from './showcase.js';

export const GALLERY_PAGE = [{ key: 'gallery' }] as const;
export const PROJECTS_PAGE = [{ key: 'projects' }] as const;

export const galleryDefault: Gallery = {
  title: 'Gallery',
  subtitle: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  imageBgColor: 'rgba(0, 0, 0, 0.6)',
  imageTextColor: '#ffffff',
  items: [],
};

export const projectsDefault: Projects = {
  title: 'Our Projects',
  subheading: '',
  bgColor: 'white',
  textColor: 'black',
  buttonText: 'View Project',
  buttonLink: '#',
  items: [],
};

/** What the projects editor gives a new item: the next number as its id, and words to replace. */
export const newProjectItem = (count: number) => ({
  id: count + 1,
  title: 'New Project',
  description: 'New project description goes here.',
  imageUrl: '',
  link: '#',
});
