// One of a few fixed words (a picture's side: left or right), as a select of them.
import type { InputProps } from './input-props';
import styles from './Field.module.css';

export function ChoiceInput({ a11y, value, onChange, onBlur, options }: InputProps & { options: readonly string[] }) {
  return (
    <select {...a11y} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
