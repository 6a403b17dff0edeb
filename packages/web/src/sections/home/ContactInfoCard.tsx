// One of the two cards beside the home contact form: an icon, a title and a description.
import type { SectionData } from '@site/contracts/site';
import { Picture } from '../shared/Picture';
import styles from './HomeContact.module.css';

type Card = SectionData<'homeContact'>['card1'];

export const hasContent = (card: Card) => Boolean(card.title || card.description || card.icon);

export function ContactInfoCard({ card }: { card: Card }) {
  return (
    <li className={`${styles.card} animate-on-scroll`}>
      {card.icon && <Picture className={styles.cardIcon} src={card.icon} alt="" sizes="48px" width={48} height={48} />}
      <div>
        {card.title && <h3 className={styles.cardTitle}>{card.title}</h3>}
        {card.description && <p className={styles.cardText}>{card.description}</p>}
      </div>
    </li>
  );
}
