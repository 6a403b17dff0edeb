// One news card: picture, action tag, title and a description that opens and closes with its own
// Read More / Show Less button (each card on its own: shared/ReadMore).
import type { SectionData } from '@site/contracts/site';
import { useUniqueId } from '../../islands/island-id';
import { Picture } from '../shared/Picture';
import { readMoreClamp, ReadMoreButton } from '../shared/ReadMore';
import styles from './NewsSlider.module.css';

type NewsItem = SectionData<'news'>['news'][number];

/** One slide on phones, three from 768px (NewsSlider.module.css). */
const NEWS_SIZES = '(min-width: 1200px) 384px, (min-width: 768px) 33vw, 100vw';

export function NewsCard({ item }: { item: NewsItem }) {
  const descriptionId = useUniqueId();
  return (
    <article className={`${styles.card} animate-on-scroll`}>
      {item.image && <Picture className={styles.image} src={item.image} alt="" sizes={NEWS_SIZES} width={400} height={250} />}
      <div className={styles.body}>
        {item.action && <p className={styles.action}>{item.action}</p>}
        <h3 className={styles.title}>{item.title}</h3>
        {item.description && (
          <>
            <p id={descriptionId} className={`${styles.description} ${readMoreClamp}`}>
              {item.description}
            </p>
            <ReadMoreButton className={styles.more} controls={descriptionId} less="Show Less" />
          </>
        )}
      </div>
    </article>
  );
}
