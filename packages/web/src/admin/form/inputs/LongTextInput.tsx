// A multi-line text input for descriptions.
import type { InputProps } from './input-props';
import styles from './Field.module.css';

export function LongTextInput({ a11y, value, onChange, onBlur, inputRef }: InputProps) {
  return (
    <textarea
      {...a11y}
      ref={inputRef}
      className={styles.input}
      rows={4}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
