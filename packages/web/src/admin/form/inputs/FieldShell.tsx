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
  children: (a11y: InputA11y) => ReactNode;
}

export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
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
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
