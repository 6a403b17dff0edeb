// The live preview's content: the public site's real layout (PreviewLayout) and page, fed with the
// page's content and the open editor's draft (BrowserFrame makes it inert: nothing inside navigates
// or sends).
// Images use the page's media map; one the draft has just changed is not in it and shows as a
// plain <img>. The section being edited is marked (SectionMarks). A screen's route loader loads the
// one public page it previews (PAGE_BODIES in screen-modules.ts), so an editor does not download the
// other pages'.
import type { ComponentType } from 'react';
import type { PageContent, PageWithSections, SectionKey } from '@site/contracts';
import { PreviewLayout } from './PreviewLayout';
import { SectionMarks } from './SectionMarks';

/** Every page the registry gives sections to has an editor screen, the layout included. */
export type PreviewPage = PageWithSections;

/** The page whose answer a screen edits: the layout's navbar and footer come with the home page's. */
export type AnswerPage<P extends PreviewPage> = P extends 'layout' ? 'home' : Exclude<P, 'layout'>;
export const answerPage = <P extends PreviewPage>(page: P) => (page === 'layout' ? 'home' : page) as AnswerPage<P>;

/** The body of a public page, drawn with a page answer. */
export type PageBody<P extends PreviewPage> = ComponentType<{ content: PageContent<AnswerPage<P>> }>;

interface Props<P extends PreviewPage> {
  /** The public page drawn (the route loader's, from PAGE_BODIES). */
  Body: PageBody<P>;
  content: PageContent<AnswerPage<P>>;
  /** The section whose editor is open. */
  marked?: SectionKey | null;
}

export function PagePreview<P extends PreviewPage>({ Body, content, marked = null }: Props<P>) {
  return (
    <SectionMarks marked={marked}>
      <PreviewLayout content={content}>
        <Body content={content} />
      </PreviewLayout>
    </SectionMarks>
  );
}
