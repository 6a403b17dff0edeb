// The projects page: title, subheading and a grid of projects that link out.
import { useUniqueId } from '../../islands/island-id';
import type { Projects } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import { firstPictured } from '../shared/card-grid';
import { ProjectCard } from './ProjectCard';
import styles from './ProjectsSection.module.css';

export function ProjectsSection({ data }: { data: Projects }) {
  const titleId = useUniqueId();
  const mainProject = firstPictured(data.items, (item) => item.imageUrl);
  return (
    <section
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <header className={section.header}>
          <h1 id={titleId} className={section.pageTitle}>
            {data.title || 'Our Projects'}
          </h1>
          {data.subheading && <p className={section.lead}>{data.subheading}</p>}
        </header>
        {data.items.length > 0 ? (
          <ul className={styles.grid}>
            {data.items.map((item, index) => (
              <ProjectCard
                key={item.id}
                item={item}
                buttonText={data.buttonText}
                fallbackLink={data.buttonLink}
                index={index}
                main={item === mainProject}
              />
            ))}
          </ul>
        ) : (
          <p className={section.empty}>No projects yet.</p>
        )}
      </div>
    </section>
  );
}
