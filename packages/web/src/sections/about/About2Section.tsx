// Mission, vision and story (about2): title, description, stats (the first two in one row, the
// rest in a second), a button and a picture.
import { useUniqueId } from '../../islands/island-id';
import type { About2 } from '@site/contracts/site';
import { ContentLink } from '../shared/ContentLink';
import { cssVars } from '../shared/cssVars';
import { colourStyle } from '../shared/colourStyle';
import { HALF_CONTAINER_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import button from '../shared/button.module.css';
import section from '../shared/section.module.css';
import styles from './About2Section.module.css';

/** The first 2 stats make up the first row. */
const FIRST_ROW = 2;

type Stat = About2['stats'][number];

function StatRow({ stats }: { stats: Stat[] }) {
  if (stats.length === 0) return null;
  return (
    <dl className={styles.stats} style={cssVars({ '--columns': String(Math.min(stats.length, 3)) })}>
      {stats.map((stat, index) => (
        <div key={`${stat.title}-${index}`} className={styles.stat}>
          <dt className={styles.statTitle}>{stat.title}</dt>
          <dd className={styles.statText}>{stat.description}</dd>
        </div>
      ))}
    </dl>
  );
}

export function About2Section({ data, idSuffix = '' }: { data: About2; idSuffix?: string }) {
  const titleId = useUniqueId();
  return (
    <section
      id={`about2${idSuffix}`}
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className={`container ${styles.grid} ${data.imageUrl ? '' : styles.textOnly}`}>
        <div className={`${styles.text} animate-on-scroll`}>
          <p className={section.eyebrow}>Mission, Vision &amp; Story</p>
          <h2 id={titleId} className={section.title}>
            {data.title || 'Our Story'}
          </h2>
          {data.description && <p className={section.body}>{data.description}</p>}
          <div className={styles.rows}>
            <StatRow stats={data.stats.slice(0, FIRST_ROW)} />
            <StatRow stats={data.stats.slice(FIRST_ROW)} />
          </div>
          {data.buttonLabel && data.buttonLink && (
            <ContentLink href={data.buttonLink} className={button.button}>
              {data.buttonLabel}
            </ContentLink>
          )}
        </div>
        {data.imageUrl && (
          <Picture
            className={`${styles.image} animate-on-scroll`}
            src={data.imageUrl}
            alt={data.title}
            sizes={HALF_CONTAINER_SIZES}
          />
        )}
      </div>
    </section>
  );
}
