// One labelled input of a plain admin form (registered with react-hook-form by its caller), in the
// editor's shared field shell: label, input, and the error that describes it.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldShell } from '../form/inputs/FieldShell';
import styles from '../form/inputs/Field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      {(a11y) => <input {...a11y} className={styles.input} {...input} />}
    </FieldShell>
  );
}
