// A service on the services index: picture, title and tagline; the whole card links to its page.
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Service } from '@site/contracts/site';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './ServiceCard.module.css';

export function ServiceCard({ service, to }: { service: Service; to: string }) {
  const summary = service.tagline.trim() || service.description.trim();
  return (
    <li className={`${styles.card} animate-on-scroll`}>
      {service.heroImage ? (
        <Picture className={styles.image} src={service.heroImage} alt="" sizes={CARD_GRID_SIZES} />
      ) : (
        <div className={`${styles.image} ${styles.placeholder}`} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={to} className={styles.link}>
            {service.title.trim() || service.slug}
          </Link>
        </h2>
        {summary && <p className={styles.summary}>{summary}</p>}
        <span className={styles.more} aria-hidden="true">
          Learn more <ArrowRight size={16} />
        </span>
      </div>
    </li>
  );
}
