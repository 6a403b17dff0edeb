// Every public page as the checks see it (checked-page.ts): the fixed pages, a page per service and
// each page built in the editor, in every language of the site, read as visitors get them (the
// published documents; `drafts` in place of some, for what publishing them would do) and rendered
// by the site's own renderer (render/renderer.ts) when there is a build.
import {
  SEO_DEFAULTS,
  customPagePath,
  getSection,
  localisedPath,
  pageSectionKeys,
  publicPages,
  type CustomPageContent,
  type Page,
  type PageContent,
  type Service,
} from '@site/contracts';
import type { Db } from '../../db/client.js';
import type { Renderer } from '../../render/renderer.js';
import { pageLanguage } from '../../render/page-language.js';
import { customPageSlugs } from '../custom-pages.js';
import { readCustomPageContent, readPage } from '../pages.js';
import { readSettings } from '../settings.js';
import type { DocumentId } from '../versions.js';
import type { CheckedPage, PageDocument } from './checked-page.js';

/** The address pages are rendered at: only its path matters, and no absolute URL is written. */
const RENDER_BASE = 'http://localhost';

type Drafts = ReadonlyMap<DocumentId, unknown>;

/** The layout's sections (navbar, footer) of a page answer, as documents. */
const layoutDocuments = (sections: Record<string, unknown>): PageDocument[] =>
  pageSectionKeys('layout').map((key) => ({ document: getSection(key).path, prefix: '', data: sections[key] }));

/** The page at `path` as visitors get it, or null without a build (or when it is no page). */
async function renderAt(db: Db, renderer: Renderer | undefined, path: string, drafts?: Drafts): Promise<string | null> {
  if (!renderer) return null;
  const language = pageLanguage(path, (await readSettings(db)).languages);
  if ('redirect' in language) return null;
  const answer = await renderer.renderPage(new Request(`${RENDER_BASE}${path}`), {
    loadPage: (p: Page) => readPage(db, p, drafts, language.content),
    loadCustomPage: (slug: string) => readCustomPageContent(db, slug, drafts, language.content),
    locale: language.locale,
  });
  return answer.status === 200 ? answer.html : null;
}

/** Whether this site's renderer answers a page at `path` (not its Not Found page). */
export async function rendersPage(db: Db, renderer: Renderer, path: string): Promise<boolean> {
  const language = pageLanguage(path, (await readSettings(db)).languages);
  if ('redirect' in language) return true;
  const answer = await renderer.renderPage(new Request(`${RENDER_BASE}${path}`), {
    loadPage: (p: Page) => readPage(db, p, undefined, language.content),
    loadCustomPage: (slug: string) => readCustomPageContent(db, slug, undefined, language.content),
    locale: language.locale,
  });
  return answer.status < 400;
}

export interface ReadOptions {
  renderer: Renderer | undefined;
  drafts?: Drafts;
  /** Only this language's pages (a code of the settings'); every language's by default. */
  locale?: string;
}

/** Every page of the site in every language (or the one asked for). */
export async function readCheckedPages(db: Db, { renderer, drafts, locale }: ReadOptions): Promise<CheckedPage[]> {
  const { languages } = await readSettings(db);
  const pages: CheckedPage[] = [];
  for (const language of languages) {
    if (locale !== undefined && language.code !== locale) continue;
    const locate = (path: string) => localisedPath(path, language.code, languages);
    const content = pageLanguage(locate('/about'), languages);
    if ('redirect' in content) continue;
    const answers = new Map<Page, PageContent>();
    const answer = async (page: Page) => {
      let read = answers.get(page);
      if (!read) answers.set(page, (read = await readPage(db, page, drafts, content.content)));
      return read;
    };
    const home = await answer('home');
    for (const fixed of publicPages(home.serviceSlugs.map((s) => s.slug))) {
      const read = await answer(fixed.answer);
      const services = (read as PageContent<'services'>).services ?? [];
      const serviceDocuments = services.flatMap((service: Service, index: number) =>
        fixed.key === 'services' || fixed.key === `services/${service.slug}`
          ? [{ document: 'services', prefix: `${index}.`, data: service }]
          : [],
      );
      const own = pageSectionKeys(fixed.answer).map((key) => ({
        document: getSection(key).path,
        prefix: '',
        data: (read.sections as Record<string, unknown>)[key],
      }));
      const page = locate(fixed.path);
      pages.push({
        key: fixed.key,
        page,
        locale: language.code,
        documents: [...layoutDocuments(read.sections), ...own, ...serviceDocuments],
        main: fixed.answer === 'services' ? 'services' : (own[0]?.document ?? 'layout/navbar'),
        seo: read.site.seo[fixed.key] ?? SEO_DEFAULTS,
        html: await renderAt(db, renderer, page, drafts),
      });
    }
    for (const { id, slug, published } of await customPageSlugs(db)) {
      // A page never published is checked only when its own first publish is what is asked about.
      if (!published && !drafts?.has(`page:${id}`)) continue;
      const read = await readCustomPageContent(db, slug, drafts, content.content);
      if (!read || !('content' in read)) continue;
      const custom: CustomPageContent = read.content;
      const page = locate(customPagePath(custom.slug));
      const document = `custom-pages/${custom.slug}`;
      pages.push({
        key: custom.slug,
        page,
        locale: language.code,
        documents: [
          ...layoutDocuments(custom.sections),
          { document, prefix: '', data: { title: custom.title, blocks: custom.blocks } },
        ],
        main: document,
        seo: custom.site.seo[custom.slug] ?? SEO_DEFAULTS,
        html: await renderAt(db, renderer, page, drafts),
      });
    }
  }
  return pages;
}
