// A page editor's route loader: the page's answer (published content), the list of pending drafts
// (for the section buttons' badges) and the draft of each of this page's sections that has one, so
// that the preview shows drafts and a section's editor opens on its draft. With `?locale=` naming a
// language other than the default, also the page's answer in that language (the preview, and each
// section's untranslated texts), and the drafts are that language's; a page with such drafts also
// gets the sections in the next language of the language's fallback chain, which the drafts are
// merged over in the preview (the default language's sections when the chain goes straight to it).
import {
  fallbackChain,
  isDefaultLanguage,
  pageSectionKeys,
  sectionPath,
  type Draft,
  type DraftSummary,
  type Language,
  type PageContent,
  type SectionKey,
} from '@site/contracts';
import { fetchDraft, listDrafts } from '../api/drafts';
import { fetchPageContent } from '../api/page-content';
import type { Versioned } from '../api/versioned';
import { editorLanguage, isDraftIn } from '../languages/editor-locale';
import { sectionsWithDrafts } from '../preview/preview-sections';
import { answerPage, type AnswerPage, type PageBody, type PreviewPage } from '../preview/PagePreview';

export interface PageEditorData<P extends PreviewPage> {
  content: PageContent<AnswerPage<P>>;
  /** The sections the preview starts from: the page's in the language edited, that language's drafts over them. */
  shown: PageContent<AnswerPage<P>>['sections'];
  /** The public page the preview draws. */
  Body: PageBody<P>;
  /** The pending drafts of the language edited, by their document's path. */
  summaries: Map<string, DraftSummary>;
  /** The drafts of this page's sections in the language edited, by section key. */
  drafts: Partial<Record<SectionKey, Versioned<Draft>>>;
  /** The site's languages, the default first. */
  languages: Language[];
  /** The language edited when it is not the default, with the page's answer in it. */
  translation?: {
    language: Language;
    content: PageContent<AnswerPage<P>>;
    /** How many texts of each section are untranslated (the images and links following are not). */
    untranslated: Partial<Record<SectionKey, number>>;
  };
}

export async function loadPageEditor<P extends PreviewPage>(
  page: P,
  loadBody: () => Promise<PageBody<P>>,
  search: URLSearchParams = new URLSearchParams(),
): Promise<PageEditorData<P>> {
  const [content, list, Body] = await Promise.all([fetchPageContent(answerPage(page)), listDrafts(), loadBody()]);
  const languages = content.site.settings.languages;
  const language = editorLanguage(search, languages);
  const translated = language ? await fetchPageContent(answerPage(page), language.code) : undefined;
  const summaries = new Map(
    list.filter((summary) => isDraftIn(summary, language, languages)).map((summary) => [summary.path, summary]),
  );
  const keys = (pageSectionKeys(page) as SectionKey[]).filter((key) => summaries.has(sectionPath(key)));
  const loaded = await Promise.all(
    keys.map(async (key) => [key, await fetchDraft(sectionPath(key), ...(language ? [language.code] : []))] as const),
  );
  const drafts: PageEditorData<P>['drafts'] = {};
  for (const [key, draft] of loaded) if (draft) drafts[key] = draft;
  const next = language ? fallbackChain(languages, language.code)[1] : undefined;
  const fallsBackTo =
    next && !isDefaultLanguage(languages, next) && Object.keys(drafts).length > 0
      ? (await fetchPageContent(answerPage(page), next)).sections
      : content.sections;
  const shown = await sectionsWithDrafts((translated ?? content).sections, drafts, translated ? fallsBackTo : undefined);
  // The rule of what counts is loaded with the language's screen only, not by every page editor.
  const untranslated = translated ? (await import('../languages/section-counts')).sectionsUntranslated(translated.fallback) : {};
  return {
    content: content,
    shown: shown as PageEditorData<P>['shown'],
    Body,
    summaries,
    drafts,
    languages,
    ...(language && translated ? { translation: { language, content: translated, untranslated } } : {}),
  };
}
