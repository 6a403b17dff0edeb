// The Pages screen's and the page editor's route loaders: the list of pages; one page with its
// version, its draft, and the layout (navbar, footer, links) the live preview frames it with; with
// `?locale=` naming a language other than the default, the page read in it and that language's draft.
import type { LoaderFunctionArgs } from 'react-router';
import type { CustomPageSummary, Draft, DraftSummary, Language, PageContent } from '@site/contracts';
import { fetchCustomPage, fetchCustomPageIn, fetchCustomPages, type EditedPage, type EditedPageIn } from '../api/custom-pages';
import { fetchDraft, fetchDraftIfListed, listDrafts } from '../api/drafts';
import { editorLanguage, isDraftIn } from '../languages/editor-locale';
import { fetchPageContent } from '../api/page-content';
import type { Versioned } from '../api/versioned';
import { loadAllBlockComponents } from '../../site/custom/block-components';
import { pageDocumentPath } from './usePageDrafts';

export const pagesLoader = (): Promise<CustomPageSummary[]> => fetchCustomPages();

export interface PageEditorData {
  page: Versioned<EditedPage>;
  /** The page's draft, which the editor opens on; null when it has none. */
  draft: Versioned<Draft> | null;
  /** The contact page's answer: the smallest that carries the navbar, footer and links. */
  layout: PageContent<'contact'>;
  /** The site's languages, the default first. */
  languages: readonly Language[];
  /** In a language other than the default: the page read in it, and its translation's draft. */
  translation: PageInLanguage | null;
}

export interface PageInLanguage {
  language: Language;
  read: Versioned<EditedPageIn>;
  draft: Versioned<Draft> | null;
  summary: DraftSummary | null;
}

async function pageIn(slug: string, search: URLSearchParams, languages: readonly Language[]): Promise<PageInLanguage | null> {
  const language = editorLanguage(search, languages);
  if (!language) return null;
  const [read, list] = await Promise.all([fetchCustomPageIn(slug, language.code), listDrafts()]);
  const path = pageDocumentPath(slug);
  const summary = list.find((s) => s.path === path && isDraftIn(s, language, languages)) ?? null;
  const draft = summary ? await fetchDraft(path, language.code) : null;
  return { language, read, draft, summary };
}

export async function customPageEditorLoader({ params, request }: LoaderFunctionArgs): Promise<PageEditorData> {
  // The preview may show any block: every page's section components.
  const slug = params.slug ?? '';
  const [page, draft, layout] = await Promise.all([
    fetchCustomPage(slug),
    fetchDraftIfListed(pageDocumentPath(slug)),
    fetchPageContent('contact'),
    loadAllBlockComponents(),
  ]);
  const languages = layout.site.settings.languages;
  const translation = await pageIn(slug, new URL(request.url).searchParams, languages);
  return { page, draft, layout, languages, translation };
}
