// The live preview's content: the public site's real layout (PreviewLayout) and page, fed with the
// page's content and the open editor's draft (BrowserFrame makes it inert: nothing inside navigates
// or sends).
// Images use the page's media map; one the draft has just changed is not in it and shows as a
// plain <img>. The section being edited is marked (SectionMarks). A screen's route loader loads the
// one public page it previews (loadPageBody), so an editor does not download the other pages'.
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

/** The public page each screen previews; the layouts screen shows the home page between the navbar and footer it edits. */
const PAGE_BODIES: { [P in PreviewPage]: () => Promise<PageBody<P>> } = {
  layout: () => import('../../site/pages/HomePage').then((module) => module.HomePage),
  home: () => import('../../site/pages/HomePage').then((module) => module.HomePage),
  about: () => import('../../site/pages/AboutPage').then((module) => module.AboutSections),
  contact: () => import('../../site/pages/ContactPage').then((module) => module.ContactSections),
  gallery: () => import('../../site/pages/GalleryPage').then((module) => module.GalleryContent),
  projects: () => import('../../site/pages/ProjectsPage').then((module) => module.ProjectsContent),
};

// Widened: the compiler cannot follow `page` into the map and its answer at once.
export const loadPageBody = <P extends PreviewPage>(page: P) => (PAGE_BODIES[page] as () => Promise<PageBody<P>>)();

interface Props<P extends PreviewPage> {
  /** The public page drawn (loadPageBody's). */
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
