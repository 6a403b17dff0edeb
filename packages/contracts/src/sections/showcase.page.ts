// The gallery and projects pages, one section each, and the document each holds before its first
// save. Plain values without zod: the public pages import them (showcase.ts has the schemas).
import type { Gallery, Projects } from './showcase.js';

export const GALLERY_PAGE = [{ key: 'gallery', path: 'gallery', label: 'Gallery' }] as const;
export const PROJECTS_PAGE = [{ key: 'projects', path: 'projects', label: 'Projects' }] as const;

export const galleryDefault: Gallery = {
  title: 'Gallery',
  subtitle: '',
  bgColor: '#ffffff',
  textColor: '#000000',
  imageBgColor: 'rgba(0, 0, 0, 0.6)',
  imageTextColor: '#ffffff',
  items: [],
};

/** A new gallery block: three pictures from the library, given as it is added, with words to replace. */
export const galleryBlockDefault: Gallery = {
  ...galleryDefault,
  items: [
    { image: '', subtitle: 'Where', title: 'A first picture', description: 'A line on what it shows.' },
    { image: '', subtitle: 'Where', title: 'A second picture', description: 'A line on what it shows.' },
    { image: '', subtitle: 'Where', title: 'A third picture', description: 'A line on what it shows.' },
  ],
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

/** A new projects block: three projects to replace, with pictures from the library as it is added. */
export const projectsBlockDefault: Projects = {
  ...projectsDefault,
  items: [
    { id: 1, title: 'A first project', description: 'A sentence or two on the work and the client.', imageUrl: '', link: '' },
    { id: 2, title: 'A second project', description: 'A sentence or two on the work and the client.', imageUrl: '', link: '' },
    { id: 3, title: 'A third project', description: 'A sentence or two on the work and the client.', imageUrl: '', link: '' },
  ],
};

/** What the projects editor gives a new item: the next number as its id, and words to replace. */
export const newProjectItem = (count: number) => ({
  id: count + 1,
  title: 'New Project',
  description: 'New project description goes here.',
  imageUrl: '',
  link: '#',
});
