// Free text on the about page: an optional heading over the body the admin wrote in the rich-text
// editor (paragraphs, lists, links, bold and italic), drawn as elements, never as HTML.
import { useUniqueId } from '../../islands/island-id';
import type { RichTextSection as RichTextData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { RichText } from '../shared/RichText';
import section from '../shared/section.module.css';
import styles from './RichTextSection.module.css';

export function RichTextSection({ data, idSuffix = '' }: { data: RichTextData; idSuffix?: string }) {
  const headingId = useUniqueId();
  return (
    <section
      id={`rich-text${idSuffix}`}
      aria-labelledby={data.heading ? headingId : undefined}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      {/* The site's container, so the column starts at the same left edge as the sections around it. */}
      <div className="container animate-on-scroll">
        <div className={styles.inner}>
          {data.heading && (
            <h2 id={headingId} className={`${section.title} ${styles.heading}`}>
              {data.heading}
            </h2>
          )}
          <RichText doc={data.body} className={styles.body} />
        </div>
      </div>
    </section>
  );
}
