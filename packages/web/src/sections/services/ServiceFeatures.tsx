// A service's features: the introduction and a grid of features, each with its icon or, without
// one, a star.
import { useUniqueId } from '../../islands/island-id';
import { Star } from 'lucide-react';
import type { Service } from '@site/contracts/site';
import { Picture } from '../shared/Picture';
import section from '../shared/section.module.css';
import styles from './ServiceFeatures.module.css';

export function ServiceFeatures({ service }: { service: Service }) {
  const titleId = useUniqueId();
  return (
    <section aria-labelledby={titleId} className={styles.features}>
      <h2 id={titleId} className={section.title}>
        Features
      </h2>
      {service.featuresDescription && <p className={`${section.lead} ${styles.intro}`}>{service.featuresDescription}</p>}
      {service.features.length > 0 ? (
        <ul className={styles.grid}>
          {service.features.map((feature, index) => (
            <li key={`${feature.title}-${index}`} className={`${styles.feature} animate-on-scroll`}>
              <span className={styles.icon}>
                {feature.iconPath ? (
                  <Picture src={feature.iconPath} alt="" sizes="32px" width={32} height={32} />
                ) : (
                  <Star size={28} aria-hidden="true" data-testid="feature-star" />
                )}
              </span>
              <h3 className={styles.title}>{feature.title.trim()}</h3>
              {feature.description.trim() && <p className={styles.description}>{feature.description.trim()}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={section.empty}>Details about this service are coming soon.</p>
      )}
    </section>
  );
}
