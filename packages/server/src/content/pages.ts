// The page-level read: every section a public page needs, plus layout and service slugs, in one
// answer. A section never saved reads as its default, so every section of the page is in it.
import {
  SERVICES_DOCUMENT,
  pageSectionKeys,
  type Page,
  type PageContent,
  type PageDocuments,
  type Service,
} from '@site/contracts';
import type { Db } from '../db/client.js';
import { mediaUrlsIn, readMediaMap } from './media-map.js';
import { readSections } from './sections.js';
import { readAllSeo } from './seo.js';
import { listServices } from './services.js';
import { readSettings } from './settings.js';
import { readDocumentEtags, sectionDocument, type DocumentId } from './versions.js';

/**
 * `drafts` (by document id), when given, replace the published documents they are drafts of: the
 * page as a preview link shows it.
 */
export function readPage<P extends Page>(db: Db, page: P, drafts?: ReadonlyMap<DocumentId, unknown>): PageContent<P> {
  const keys = [...pageSectionKeys('layout'), ...pageSectionKeys(page)];
  const services = (drafts?.get(SERVICES_DOCUMENT) as Service[] | undefined) ?? listServices(db);
  const published = readSections(db, keys);
  const sections = Object.fromEntries(
    keys.map((key) => [key, drafts?.get(sectionDocument(key)) ?? published[key]]),
  ) as PageDocuments<P>;
  const etags = readDocumentEtags(db);
  const content = {
    page,
    sections,
    serviceSlugs: services.map(({ title, slug }) => ({ title, slug })),
    // The service pages show each service's hero and icons, which live in the services, not in sections.
    media: readMediaMap(db, mediaUrlsIn([sections, page === 'services' ? services : []])),
    versions: Object.fromEntries(keys.map((key) => [key, etags.get(sectionDocument(key)) ?? '"0"'])),
    site: { settings: readSettings(db), seo: readAllSeo(db) },
    ...(page === 'services' ? { services } : {}),
  };
  return content as PageContent<P>;
}
