// The live preview's content: the public site's real layout (PreviewLayout) and page, fed with the
// page's content and the open editor's draft (BrowserFrame makes it inert: nothing inside navigates
// or sends).
// Images use the page's media map; one the draft has just changed is not in it and shows as a
// plain <img>. The section being edited is marked (SectionMarks).
import type { ComponentType } from 'react';
import type { PageContent, PageWithSections, SectionKey } from '@site/contracts';
import { AboutSections } from '../../site/pages/AboutPage';
import { ContactSections } from '../../site/pages/ContactPage';
import { GalleryContent } from '../../site/pages/GalleryPage';
import { HomePage } from '../../site/pages/HomePage';
import { ProjectsContent } from '../../site/pages/ProjectsPage';
import { PreviewLayout } from './PreviewLayout';
import { SectionMarks } from './SectionMarks';

/** Every page the registry gives sections to has an editor screen, the layout included. */
export type PreviewPage = PageWithSections;

/** The page whose answer a screen edits: the layout's navbar and footer come with the home page's. */
export type AnswerPage<P extends PreviewPage> = P extends 'layout' ? 'home' : Exclude<P, 'layout'>;
export const answerPage = <P extends PreviewPage>(page: P) => (page === 'layout' ? 'home' : page) as AnswerPage<P>;

/** The public page each screen previews; the layouts screen shows the home page between the navbar and footer it edits. */
const PAGE_BODIES: { [P in PreviewPage]: ComponentType<{ content: PageContent<AnswerPage<P>> }> } = {
  layout: HomePage,
  home: HomePage,
  about: AboutSections,
  contact: ContactSections,
  gallery: GalleryContent,
  projects: ProjectsContent,
};

interface Props<P extends PreviewPage> {
  page: P;
  content: PageContent<AnswerPage<P>>;
  /** The section whose editor is open. */
  marked?: SectionKey | null;
}

export function PagePreview<P extends PreviewPage>({ page, content, marked = null }: Props<P>) {
  // Widened: the compiler cannot follow `page` into the map and the content at once.
  const Body = PAGE_BODIES[page] as ComponentType<{ content: PageContent<AnswerPage<P>> }>;
  return (
    <SectionMarks marked={marked}>
      <PreviewLayout content={content}>
        <Body content={content} />
      </PreviewLayout>
    </SectionMarks>
  );
}
