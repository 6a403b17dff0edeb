// One project: picture, title, a description clamped to three lines with Read More / Read Less when
// it is longer than 100 characters, and the link out.
import { useUniqueId } from '../../islands/island-id';
import type { Projects } from '@site/contracts/site';
import { ContentLink } from '../shared/ContentLink';
import { revealUnlessFirstRow } from '../shared/card-grid';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import { readMoreClamp, ReadMoreButton } from '../shared/ReadMore';
import button from '../shared/button.module.css';
import styles from './ProjectsSection.module.css';

const TOGGLE_AFTER = 100;

interface Props {
  item: Projects['items'][number];
  buttonText: string;
  /** The page-level link, for a project without its own. */
  fallbackLink: string;
  /** Its place in the grid: the first row is not behind the scroll reveal (shared/card-grid.ts). */
  index: number;
  /** The page's main image (the first project's picture): fetched at once and first, preloaded (site/meta.ts). */
  main?: boolean;
}

export function ProjectCard({ item, buttonText, fallbackLink, index, main = false }: Props) {
  const descriptionId = useUniqueId();
  const long = item.description.length > TOGGLE_AFTER;
  const link = [item.link, fallbackLink].find((l) => l && l !== '#');
  return (
    <li className={`${styles.card} ${revealUnlessFirstRow(index)}`}>
      {item.imageUrl ? (
        <Picture
          className={styles.image}
          src={item.imageUrl}
          alt={item.title}
          sizes={CARD_GRID_SIZES}
          fetchPriority={main ? 'high' : undefined}
        />
      ) : (
        <div className={`${styles.image} ${styles.imagePlaceholder}`} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>{item.title}</h2>
        <p id={descriptionId} className={`${styles.description} ${long ? readMoreClamp : ''}`}>
          {item.description}
        </p>
        {long && <ReadMoreButton className={styles.toggle} controls={descriptionId} />}
        {link && (
          <ContentLink href={link} className={`${button.button} ${styles.link}`}>
            {buttonText || 'View Project'}
          </ContentLink>
        )}
      </div>
    </li>
  );
}
