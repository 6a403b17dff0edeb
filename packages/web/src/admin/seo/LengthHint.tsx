// How long a title or description is against what search results show (about 60 and 160
// characters): a count while it fits, a warning past it.
import styles from './Seo.module.css';

export function lengthHint(length: number, limit: number): { text: string; over: boolean } {
  return length > limit
    ? { text: `${length} characters: search results cut after about ${limit}.`, over: true }
    : { text: `${length} of about ${limit} characters shown in search results.`, over: false };
}

export function LengthHint({ id, length, limit }: { id: string; length: number; limit: number }) {
  const { text, over } = lengthHint(length, limit);
  return (
    <span id={id} className={over ? styles.over : styles.count}>
      {text}
    </span>
  );
}
