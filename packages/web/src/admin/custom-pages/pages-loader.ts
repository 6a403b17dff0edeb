// The Pages screen's and the page editor's route loaders: the list of pages; one page with its
// version, its draft, and the layout (navbar, footer, links) the live preview frames it with.
import type { LoaderFunctionArgs } from 'react-router';
import type { CustomPageSummary, Draft, PageContent } from '@site/contracts';
import { fetchCustomPage, fetchCustomPages, type EditedPage } from '../api/custom-pages';
import { fetchDraftIfListed } from '../api/drafts';
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
}

export async function customPageEditorLoader({ params }: LoaderFunctionArgs): Promise<PageEditorData> {
  // The preview may show any block: every page's section components.
  const slug = params.slug ?? '';
  const [page, draft, layout] = await Promise.all([
    fetchCustomPage(slug),
    fetchDraftIfListed(pageDocumentPath(slug)),
    fetchPageContent('contact'),
    loadAllBlockComponents(),
  ]);
  return { page, draft, layout };
}
