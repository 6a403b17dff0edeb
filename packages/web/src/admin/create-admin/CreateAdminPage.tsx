// /admin/create-admin: a signed-in admin creates another admin. Empty fields
// are caught here; the server's Djoser-style refusals are shown next to their fields and in a toast.
import { FIELD_REQUIRED, type CreateUserInput } from '@site/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createUser } from '../api/create-user';
import { RequestFailedError, refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import buttons from '../ui/Button.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './CreateAdminPage.module.css';
import { djoserErrors } from './djoser-errors';
import { TextField } from './TextField';

/** The original editor's words, kept as they were. */
export const ADMIN_CREATED = 'Successfully Created Admin';

type Field = keyof CreateUserInput;
const FIELDS: readonly Field[] = ['username', 'email', 'password'];
const EMPTY: CreateUserInput = { username: '', email: '', password: '' };
const required = { required: FIELD_REQUIRED };

export function CreateAdminPage() {
  useDocumentTitle('Create Club Admin');
  const endSession = useEndSessionOnUnauthorized();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { register, handleSubmit, reset, setError, formState } = useForm<CreateUserInput>({ defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  function showRefusal(error: unknown) {
    if (error instanceof RequestFailedError && error.status === 400) {
      const { fields, form, first } = djoserErrors(error.body, FIELDS);
      const invalid = FIELDS.filter((field) => fields[field]);
      invalid.forEach((field, i) =>
        setError(field, { type: 'server', message: fields[field]?.join(' ') }, { shouldFocus: i === 0 }),
      );
      setFormErrors(form);
      toast.error(first ?? error.message);
      return;
    }
    console.error('Creating the admin failed', error);
    toast.error(refusalMessage(error, 'The server could not be reached. Please try again.'));
  }

  async function onValid(values: CreateUserInput) {
    setFormErrors([]);
    try {
      await createUser(values);
    } catch (error) {
      if (!endSession(error)) showRefusal(error);
      return;
    }
    toast.success(ADMIN_CREATED);
    reset(EMPTY);
  }

  return (
    <div className={styles.screen}>
      <h1 id="create-admin-title" className={styles.title}>
        Create Club Admin
      </h1>
      {/* noValidate: the browser's bubbles would hide the form's own messages. */}
      <form
        className={styles.card}
        noValidate
        onSubmit={(e) => void handleSubmit(onValid)(e)}
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
