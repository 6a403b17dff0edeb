// The public component of a section, from the module of its page that the public site loads (a
// page's route module, fetched when a compare first draws that page; the navbar and footer are drawn
// by the preview's layout itself).
import type { SectionKey, SectionPage } from '@site/contracts';
import type { SectionComponent } from '../../../site/PageSections';

type Components = Partial<Record<SectionKey, SectionComponent<SectionKey>>>;

const PAGE_MODULES: Record<SectionPage, () => Promise<Components>> = {
  // The layout's sections are the preview layout's own (RenderedVersion).
  layout: () => Promise.resolve({}),
  home: () => import('../../../site/pages/HomeRoute').then((m) => m.HOME_COMPONENTS as Components),
  about: () => import('../../../site/pages/AboutPage').then((m) => m.ABOUT_COMPONENTS as Components),
  contact: () => import('../../../site/pages/ContactPage').then((m) => m.CONTACT_COMPONENTS as Components),
  gallery: () => import('../../../site/pages/GalleryPage').then((m) => m.GALLERY_COMPONENTS as Components),
  projects: () => import('../../../site/pages/ProjectsPage').then((m) => m.PROJECTS_COMPONENTS as Components),
  // The services page lists the services; it has no sections of its own.
  services: () => Promise.resolve({}),
};

const loads = new Map<SectionPage, Promise<Components>>();

/** The page's components, the same promise each time (React waits on it with `use`). */
export function pageComponents(page: SectionPage): Promise<Components> {
  let load = loads.get(page);
  if (!load) {
    load = PAGE_MODULES[page]();
    loads.set(page, load);
  }
  return load;
}
