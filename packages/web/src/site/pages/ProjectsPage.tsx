// /projects, with the spec's 'Loading projects...' while its content loads in the browser.
import { projectsDefault, type PageContent } from '@site/contracts';
import { ProjectsSection } from '../../sections/projects/ProjectsSection';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { useScrollReveal } from '../useScrollReveal';

export function ProjectsContent({ content }: { content: PageContent }) {
  useScrollReveal(content);
  return <ProjectsSection data={content.sections.projects ?? projectsDefault} />;
}

export function ProjectsPage() {
  return (
    <PageGate fallback={<Loading text="Loading projects..." />}>{(content) => <ProjectsContent content={content} />}</PageGate>
  );
}
