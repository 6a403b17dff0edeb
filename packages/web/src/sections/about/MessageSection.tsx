// The chairman's message: heading, subheading, the message itself and a portrait.
import { useUniqueId } from '../../islands/island-id';
import type { Message } from '@site/contracts/site';
import { Picture } from '../shared/Picture';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import styles from './MessageSection.module.css';

export function MessageSection({ data, idSuffix = '' }: { data: Message; idSuffix?: string }) {
  const titleId = useUniqueId();
  return (
    <section
      id={`message${idSuffix}`}
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className={`container ${styles.grid} ${data.image ? '' : styles.textOnly}`}>
        {data.image && (
          <Picture
            className={`${styles.portrait} animate-on-scroll`}
            src={data.image}
            alt={data.subheading || "Chairman's portrait"}
            sizes="min(26rem, 100vw)"
          />
        )}
        <div className={`${styles.text} animate-on-scroll`}>
          {data.subheading && <p className={section.eyebrow}>{data.subheading}</p>}
          <h2 id={titleId} className={section.title}>
            {data.heading || "Chairman's Message"}
          </h2>
          {data.description && <blockquote className={`${section.body} ${styles.quote}`}>{data.description}</blockquote>}
        </div>
      </div>
    </section>
  );
}
