// A page editor's route loader: the page's answer (published content), the list of pending drafts
// (for the section buttons' badges) and the draft of each of this page's sections that has one, so
// that the preview shows drafts and a section's editor opens on its draft.
import { getSection, pageSectionKeys, type Draft, type DraftSummary, type PageContent, type SectionKey } from '@site/contracts';
import { fetchDraft, listDrafts } from '../api/drafts';
import { fetchPageContent } from '../api/page-content';
import type { Versioned } from '../api/versioned';
import { answerPage, type AnswerPage, type PreviewPage } from '../preview/PagePreview';

export interface PageEditorData<P extends PreviewPage> {
  content: PageContent<AnswerPage<P>>;
  /** Every pending draft of the site, by its document's path. */
  summaries: Map<string, DraftSummary>;
  /** The drafts of this page's sections, by section key. */
  drafts: Partial<Record<SectionKey, Versioned<Draft>>>;
}

export async function loadPageEditor<P extends PreviewPage>(page: P): Promise<PageEditorData<P>> {
  const [content, list] = await Promise.all([fetchPageContent(answerPage(page)), listDrafts()]);
  const summaries = new Map(list.map((summary) => [summary.path, summary]));
  const keys = (pageSectionKeys(page) as SectionKey[]).filter((key) => summaries.has(getSection(key).path));
  const loaded = await Promise.all(keys.map(async (key) => [key, await fetchDraft(getSection(key).path)] as const));
  const drafts: PageEditorData<P>['drafts'] = {};
  for (const [key, draft] of loaded) if (draft) drafts[key] = draft;
  return { content: content, summaries, drafts };
}
