// The page-level read (decisions §3): one answer with everything a public page needs.
import type { SectionDocuments, SectionKey } from './registry.js';
import type { MediaMap } from './media.js';
import type { Service, ServiceSlug } from './services.js';

export interface PageContent {
  page: string;
  /** The page's own sections plus navbar and footer, by registry key. */
  sections: Partial<SectionDocuments> & Pick<SectionDocuments, 'navbar' | 'footer'>;
  serviceSlugs: ServiceSlug[];
  /** Only on the services page: the full service list. */
  services?: Service[];
  /** Size and responsive variants of every stored image the answer refers to (by URL). */
  media: MediaMap;
  /** The ETag of each section's version this answer was built from: the editor saves with it as If-Match. */
  versions: Partial<Record<SectionKey, string>>;
}
