// The page-level read: every section a public page needs, plus layout and service slugs, in one answer.
import { sectionsOfPage, type Page, type PageContent, type SectionKey } from '@site/contracts';
import type { Db } from '../db/client.js';
import { mediaUrlsIn, readMediaMap } from './media-map.js';
import { readSections } from './sections.js';
import { listServices } from './services.js';
import { readDocumentEtags, sectionDocument } from './versions.js';

export function readPage(db: Db, page: Page): PageContent {
  const keys: SectionKey[] = ['navbar', 'footer', ...sectionsOfPage(page).map((s) => s.key)];
  const services = listServices(db);
  const sections = readSections(db, keys) as PageContent['sections'];
  const etags = readDocumentEtags(db);
  const content: PageContent = {
    page,
    sections,
    serviceSlugs: services.map(({ title, slug }) => ({ title, slug })),
    // The service pages show each service's hero and icons, which live in the services, not in sections.
    media: readMediaMap(db, mediaUrlsIn([sections, page === 'services' ? services : []])),
    versions: Object.fromEntries(keys.map((key) => [key, etags.get(sectionDocument(key)) ?? '"0"'])),
  };
  if (page === 'services') content.services = services;
  return content;
}
