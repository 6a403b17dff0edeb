// The frame around every editor input: its label, the input, and the error that names the problem
// (linked by aria-describedby so a screen reader reads it with the field).
import type { ReactNode } from 'react';
import styles from './Field.module.css';

export interface InputA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Below the hint: what the value gives as it is typed (an example, a count), read with the field. */
  note?: ReactNode;
  children: (a11y: InputA11y) => ReactNode;
}

export function FieldShell({ id, label, error, hint, note, children }: FieldShellProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const hasNote = note !== undefined && note !== null && note !== false;
  const describedBy = [error ? errorId : '', hint ? hintId : '', hasNote ? noteId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {hasNote && (
        <div id={noteId} className={styles.hint}>
          {note}
        </div>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
