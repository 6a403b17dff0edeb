// The field-by-field differences of a compare: each change named in the form's words, said in words
// (Added, Removed, Changed: not by colour alone), a long text's words marked with <del> and <ins>,
// images as thumbnails and colours as swatches before and after.
import type { FieldChange } from '@site/contracts';
import { changeLabel } from './change-labels';
import { labelOptionsOf, type ComparedDocument } from './compared-document';
import styles from './Compare.module.css';

const KIND_WORDS: Record<FieldChange['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in a few words: a list item by its texts, an empty one said so. */
function summary(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  const texts: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string' && v.trim() && !v.startsWith('/') && !/^#[0-9a-f]{3,8}$/i.test(v)) texts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isRecord(v)) Object.values(v).forEach(walk);
  };
  walk(value);
  return texts.join(' · ') || '(no text)';
}

function Value({ change, value, side }: { change: FieldChange; value: unknown; side: 'before' | 'after' }) {
  const label = side === 'before' ? 'Before' : 'After';
  if (change.value === 'image' && typeof value === 'string' && value) {
    return (
      <figure className={styles.thumb}>
        <img src={value} alt={`${label}: ${value}`} loading="lazy" />
        <figcaption>{label}</figcaption>
      </figure>
    );
  }
  if (change.value === 'colour' && typeof value === 'string') {
    return (
      <span className={styles.value}>
        <span className={styles.sideWord}>{label}:</span> <span className={styles.swatch} style={{ background: value }} /> {value}
      </span>
    );
  }
  return (
    <span className={styles.value}>
      <span className={styles.sideWord}>{label}:</span> {summary(value)}
    </span>
  );
}

function Change({ change, compared }: { change: FieldChange; compared: ComparedDocument }) {
  const { options, root } = labelOptionsOf(compared);
  return (
    <li className={styles.change} data-kind={change.kind}>
      <span className={styles.field}>
        <span className={`${styles.kind} ${styles[change.kind]}`}>{KIND_WORDS[change.kind]}</span>{' '}
        {changeLabel(change.path, options, root)}
      </span>
      {change.words ? (
        <p className={styles.words} data-testid="changed-words">
          {change.words.map((run, i) =>
            run.change === 'added' ? (
              <ins key={i}>{run.text}</ins>
            ) : run.change === 'removed' ? (
              <del key={i}>{run.text}</del>
            ) : (
              <span key={i}>{run.text}</span>
            ),
          )}
        </p>
      ) : (
        <div className={styles.values}>
          {change.kind !== 'added' && <Value change={change} value={change.before} side="before" />}
          {change.kind !== 'removed' && <Value change={change} value={change.after} side="after" />}
        </div>
      )}
    </li>
  );
}

export function ChangeList({ changes, compared }: { changes: readonly FieldChange[]; compared: ComparedDocument }) {
  if (changes.length === 0) return <p className={styles.nothing}>Nothing changed between these two versions.</p>;
  return (
    <ul className={styles.changes} aria-label="What changed">
      {changes.map((change, i) => (
        <Change key={`${change.path}-${change.kind}-${i}`} change={change} compared={compared} />
      ))}
    </ul>
  );
}
