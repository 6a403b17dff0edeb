// The demo content: every section of the registry and the services list, built from the URLs the
// demo images were stored under. Typed with the contract's input types, so the compiler checks
// every field and that no section is missing.
import type { PageSectionKey, SectionInput, SectionKey, SectionPage, ServiceInput, SiteSettings } from '@site/contracts';
import { demoAbout } from './demo-about.js';
import { demoContact } from './demo-contact.js';
import { demoHomeBottom } from './demo-home-more.js';
import { demoHomeTop } from './demo-home.js';
import type { ImageUrls } from './demo-images.js';
import { demoLayout, demoSettings } from './demo-layout.js';
import { demoServices } from './demo-services.js';
import { demoShowcase } from './demo-showcase.js';

type DemoSections = { [K in SectionKey]: SectionInput<K> };
/** One page's demo sections: the compiler names a section of the page without one. */
export type DemoSectionsOf<P extends SectionPage> = { [K in PageSectionKey<P>]: SectionInput<K> };

export interface DemoContent {
  sections: DemoSections;
  services: ServiceInput[];
  settings: Partial<SiteSettings>;
}

export function demoContent(img: ImageUrls, year = new Date().getFullYear()): DemoContent {
  return {
    sections: {
      ...demoLayout(img, year),
      ...demoHomeTop(img),
      ...demoHomeBottom(img),
      ...demoAbout(img),
      ...demoContact(img),
      ...demoShowcase(img),
    },
    services: demoServices(img),
    settings: demoSettings(img),
  };
}
