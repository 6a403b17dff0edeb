// A one-line text input; `type` gives email and link fields the keyboard and semantics they need
// (the form itself does not use native validation: a link may be a site path such as /about).
import type { InputProps } from './input-props';
import styles from './Field.module.css';

export function TextInput({
  a11y,
  value,
  onChange,
  onBlur,
  inputRef,
  type = 'text',
}: InputProps & { type?: 'text' | 'email' | 'url' }) {
  return (
    <input
      {...a11y}
      ref={inputRef}
      className={styles.input}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      autoComplete="off"
    />
  );
}
