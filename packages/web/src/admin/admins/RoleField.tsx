// Choosing an account's role: a select of the roles, with what the chosen one may do beneath it
// (contracts' ROLE_DESCRIPTIONS), for the Create Admin form.
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '@site/contracts';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldShell } from '../form/inputs/FieldShell';
import styles from '../form/inputs/Field.module.css';

interface RoleFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** The role chosen now, whose description shows. */
  chosen: Role;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function RoleField({ chosen, error, ...select }: RoleFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label="Role" error={error} hint={ROLE_DESCRIPTIONS[chosen]}>
      {(a11y) => (
        <select {...a11y} className={styles.input} {...select}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
