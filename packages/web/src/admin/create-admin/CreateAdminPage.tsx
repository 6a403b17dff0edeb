// /admin/create-admin: a signed-in admin creates another account, an Editor unless another role is
// chosen. Empty fields are caught here; the server's Djoser-style refusals are shown next to their fields and in a toast.
import { FIELD_REQUIRED, type CreateUserInput } from '@site/contracts';
import { RoleField } from '../admins/RoleField';
import { createUser } from '../api/create-user';
import buttons from '../ui/Button.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './CreateAdminPage.module.css';
import { TextField } from './TextField';
import { useDjoserForm } from './useDjoserForm';

/** The original editor's words, kept as they were. */
export const ADMIN_CREATED = 'Successfully Created Admin';

type Field = keyof CreateUserInput;
const FIELDS: readonly Field[] = ['username', 'email', 'password', 'role'];
const EMPTY: CreateUserInput = { username: '', email: '', password: '', role: 'editor' };
const required = { required: FIELD_REQUIRED };

export function CreateAdminPage() {
  useDocumentTitle('Create Club Admin');
  const { form, formErrors, onSubmit } = useDjoserForm<CreateUserInput>({
    fields: FIELDS,
    empty: EMPTY,
    send: createUser,
    success: ADMIN_CREATED,
    failure: 'Creating the admin failed',
  });
  const { register, formState, watch } = form;
  const { errors, isSubmitting } = formState;

  return (
    <div className={styles.screen}>
      <h1 id="create-admin-title" className={styles.title}>
        Create Club Admin
      </h1>
      {/* noValidate: the browser's bubbles would hide the form's own messages. */}
      <form
        className={styles.card}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="create-admin-title"
        aria-describedby={formErrors.length ? 'create-admin-errors' : undefined}
      >
        <TextField
          label="Username"
          autoComplete="off"
          required
          error={errors.username?.message}
          {...register('username', required)}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email', required)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', required)}
        />
        <RoleField chosen={watch('role') ?? 'editor'} error={errors.role?.message} {...register('role')} />
        {formErrors.length > 0 && (
          <ul id="create-admin-errors" className={styles.formErrors}>
            {formErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create Admin'}
        </button>
      </form>
    </div>
  );
}
