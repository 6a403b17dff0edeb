// Changing one's own password: current, new and the new one again, checked here by the contract's
// schema (the server applies the same rule), then by the server, whose refusals (a wrong current
// password, the login throttle) show next to their field or above the button, and in a toast.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from '@site/contracts';
import { setOwnPassword } from '../api/admins';
import formStyles from '../create-admin/CreateAdminPage.module.css';
import { TextField } from '../create-admin/TextField';
import { useDjoserForm } from '../create-admin/useDjoserForm';
import buttons from '../ui/Button.module.css';
import styles from './AdminsPage.module.css';
import screen from '../ui/Screen.module.css';

const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

type Field = keyof Values;
const FIELDS: readonly Field[] = ['current_password', 'new_password', 're_new_password'];
const EMPTY: Values = { current_password: '', new_password: '', re_new_password: '' };
const TITLE_ID = 'change-password-title';
const ERRORS_ID = 'change-password-errors';

/** `username` is the signed-in admin's, for password managers to know whose password changes. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { form, formErrors, onSubmit } = useDjoserForm<Values>({
    fields: FIELDS,
    empty: EMPTY,
    resolver: standardSchemaResolver(changePasswordFormSchema),
    send: setOwnPassword,
    success: PASSWORD_CHANGED,
    refusals: [400, 429],
    failure: 'Changing the password failed',
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <section className={`${screen.section} ${styles.narrow}`} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={screen.subtitle}>
        Change password
      </h2>
      {/* noValidate: the browser's bubbles would hide the form's own messages. */}
      <form
        className={formStyles.card}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={TITLE_ID}
        aria-describedby={formErrors.length ? ERRORS_ID : undefined}
      >
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.re_new_password?.message}
          {...register('re_new_password')}
        />
        {formErrors.length > 0 && (
          <ul id={ERRORS_ID} className={formStyles.formErrors}>
            {formErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
