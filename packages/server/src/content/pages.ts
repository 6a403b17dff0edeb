// The page-level read: every section a public page needs, plus layout and service slugs, in one
// answer. A section never saved reads as its default, so every section of the page is in it.
import {
  SERVICES_DOCUMENT,
  customPageSchema,
  getSection,
  pageSeoSchema,
  pageSectionKeys,
  type CustomPageContent,
  type CustomPageRead,
  type Page,
  type PageContent,
  type PageDocuments,
  type Service,
} from '@site/contracts';
import type { Db } from '../db/client.js';
import { mediaUrlsIn, readMediaMap } from './media-map.js';
import { readSections } from './sections.js';
import { readAllSeoIn, seoDocument } from './seo.js';
import { listServices, listServicesIn } from './services.js';
import { readSettings } from './settings.js';
import { customPageHead } from './custom-page-head.js';
import { customPageAt, customPageDocument, customPageTranslation, readPageLinks, renderableBlocks } from './custom-pages.js';
import { draftedSeoOf } from './page-seo-drafts.js';
import { defaultLocale, translateDocument, translateDocuments, type Locale } from './translations.js';
import { readDocumentEtags, sectionDocument, type DocumentId } from './versions.js';

/**
 * `drafts` (by document id), when given, replace the published documents they are drafts of: the
 * page as a preview link shows it.
 */
export async function readPage<P extends Page>(
  db: Db,
  page: P,
  drafts?: ReadonlyMap<DocumentId, unknown>,
  locale?: Locale,
): Promise<PageContent<P>> {
  const keys = [...pageSectionKeys('layout'), ...pageSectionKeys(page)];
  const published = await readSections(db, keys);
  const settings = await readSettings(db);
  const language = locale ?? defaultLocale(settings.languages);
  // The services every page names in its menus, and the services page shows, in the page's language.
  const listed = (drafts?.get(SERVICES_DOCUMENT) as Service[] | undefined) ?? (await listServices(db));
  const services = language.isDefault ? listed : (await listServicesIn(db, language, listed, drafts)).data;
  const translated = await translateDocuments(
    db,
    language,
    keys.map((key) => ({
      id: sectionDocument(key),
      schema: getSection(key).schema,
      data: drafts?.get(sectionDocument(key)) ?? published[key],
    })),
    drafts,
  );
  const sections = Object.fromEntries(keys.map((key) => [key, translated.get(sectionDocument(key))!.data])) as PageDocuments<P>;
  const fallback = Object.fromEntries(
    keys.flatMap((key) => {
      const paths = translated.get(sectionDocument(key))!.fallback;
      return paths.length ? [[key, paths]] : [];
    }),
  );
  const etags = await readDocumentEtags(db);
  const content = {
    page,
    locale: language.language.code,
    ...(language.isDefault ? {} : { fallback }),
    sections,
    serviceSlugs: services.map(({ title, slug }) => ({ title, slug })),
    pageLinks: await readPageLinks(db, language.isDefault ? undefined : language),
    // The service pages show each service's hero and icons, which live in the services, not in sections.
    media: await readMediaMap(db, mediaUrlsIn([sections, page === 'services' ? services : []])),
    versions: Object.fromEntries(keys.map((key) => [key, etags.get(sectionDocument(key)) ?? '"0"'])),
    // Each page's search-engine settings in the page's language.
    site: { settings, seo: await readAllSeoIn(db, language) },
    ...(page === 'services' ? { services } : {}),
  };
  return content as PageContent<P>;
}

/**
 * A custom page's answer: its blocks the site can draw (a block of an unknown type is skipped and
 * named in `skipped`), the navbar and footer, and the links every page has. `{redirect}` for an
 * address the page had before a rename; null when no page has the slug. `drafts` as for readPage.
 */
export async function readCustomPageContent(
  db: Db,
  slug: string,
  drafts?: ReadonlyMap<DocumentId, unknown>,
  locale?: Locale,
): Promise<CustomPageRead> {
  const at = await customPageAt(db, slug, drafts);
  if (at === null || 'redirect' in at) return at;
  const layout = await readPage(db, 'contact', drafts, locale);
  // In another language the title and blocks are the page's translation over its fallbacks (the
  // head's title and description then come from them too).
  const { data: page, fallback } = locale
    ? await translateDocument(
        db,
        locale,
        { id: customPageDocument(at.id), schema: customPageSchema, data: at.page, translation: customPageTranslation(at.page) },
        drafts,
      )
    : { data: at.page, fallback: [] };
  const { blocks, skipped } = renderableBlocks(page.blocks);
  // A preview shows the settings saved into the page's draft (in another language, under its own).
  const drafted = drafts && draftedSeoOf(drafts, at.id);
  const draftedSeo =
    drafted && locale
      ? (await translateDocument(db, locale, { id: seoDocument(page.slug), schema: pageSeoSchema, data: drafted }, drafts)).data
      : drafted;
  const content: CustomPageContent = {
    page: 'custom',
    locale: layout.locale,
    ...(locale && !locale.isDefault ? { fallback } : {}),
    slug: page.slug,
    title: page.title,
    head: customPageHead({ title: page.title, blocks }),
    blocks,
    skipped,
    sections: { navbar: layout.sections.navbar, footer: layout.sections.footer, siteMessages: layout.sections.siteMessages },
    serviceSlugs: layout.serviceSlugs,
    pageLinks: layout.pageLinks,
    media: await readMediaMap(db, mediaUrlsIn([blocks, layout.sections.navbar, layout.sections.footer])),
    site: draftedSeo ? { ...layout.site, seo: { ...layout.site.seo, [page.slug]: draftedSeo } } : layout.site,
  };
  return { content };
}
