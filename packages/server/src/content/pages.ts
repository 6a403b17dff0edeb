// The page-level read: every section a public page needs, plus layout and service slugs, in one answer.
import { sectionsOfPage, type Page, type PageContent, type SectionKey } from '@site/contracts';
import type { Db } from '../db/client.js';
import { readSections } from './sections.js';
import { listServices } from './services.js';

export function readPage(db: Db, page: Page): PageContent {
  const keys: SectionKey[] = ['navbar', 'footer', ...sectionsOfPage(page).map((s) => s.key)];
  const services = listServices(db);
  const content: PageContent = {
    page,
    sections: readSections(db, keys) as PageContent['sections'],
    serviceSlugs: services.map(({ title, slug }) => ({ title, slug })),
    media: {},
  };
  if (page === 'services') content.services = services;
  return content;
}
