// The gallery and projects pages: the default documents (what a section shows before it is first saved). Plain values
// without zod, so the public pages can import them without the schemas (the admin bundle has those).
import type { Gallery, Projects } from './showcase.js';

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

/** What the projects editor gives a new item (admin spec §4). */
export const newProjectItem = (count: number) => ({
  id: count + 1,
  title: 'New Project',
  description: 'New project description goes here.',
  imageUrl: '',
  link: '#',
});
