// One of a few fixed words (a picture's side: left or right), as a select of them, each shown as the
// editor words it when it does (a menu item's automatic entries).
import type { InputProps } from './input-props';
import styles from './Field.module.css';

export function ChoiceInput({
  a11y,
  value,
  onChange,
  onBlur,
  options,
  words = {},
}: InputProps & {
  options: readonly string[];
  /** What each option says, when not its stored value. */ words?: Record<string, string>;
}) {
  return (
    <select {...a11y} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
      {options.map((option) => (
        <option key={option} value={option}>
          {words[option] ?? option}
        </option>
      ))}
    </select>
  );
}
