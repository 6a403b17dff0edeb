// The public component of a section, from the module of its page that the public site loads (the
// layout's navbar and footer, a page's route module), fetched when a compare first draws that page.
import type { SectionKey, SectionPage } from '@site/contracts';
import type { SectionComponent } from '../../../site/PageSections';

type Components = Partial<Record<SectionKey, SectionComponent<SectionKey>>>;

const PAGE_MODULES: Record<SectionPage, () => Promise<Components>> = {
  layout: () => import('../../../site/layout-components').then((m) => m.LAYOUT_COMPONENTS as Components),
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
