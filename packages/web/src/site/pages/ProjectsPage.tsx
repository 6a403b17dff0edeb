// /projects, with 'Loading projects...' while its content loads in the browser.
import type { PageContent } from '@site/contracts/site';
import { ProjectsSection } from '../../sections/projects/ProjectsSection';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { PageSections, type PageComponents } from '../PageSections';

export const PROJECTS_COMPONENTS: PageComponents<'projects'> = { projects: ProjectsSection };

export function ProjectsContent({ content }: { content: PageContent<'projects'> }) {
  return <PageSections page="projects" components={PROJECTS_COMPONENTS} content={content} />;
}

export function ProjectsPage() {
  return (
    <PageGate page="projects" fallback={<Loading text="Loading projects..." />}>
      {(content) => <ProjectsContent content={content} />}
    </PageGate>
  );
}
