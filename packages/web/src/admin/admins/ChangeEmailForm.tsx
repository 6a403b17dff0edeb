// Changing one's own email (the owner made at first start has none): checked here by the contract's
// schema, then by the server, whose refusal shows next to the field and in a toast. The stored user
// and the table above show the new address at once.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { setOwnEmailInputSchema, type SetOwnEmailInput as Values } from '@site/contracts';
import { setOwnEmail } from '../api/admins';
import { saveUser } from '../auth/session';
import formStyles from '../create-admin/CreateAdminPage.module.css';
import { TextField } from '../create-admin/TextField';
import { useDjoserForm } from '../create-admin/useDjoserForm';
import buttons from '../ui/Button.module.css';
import styles from './AdminsPage.module.css';
import screen from '../ui/Screen.module.css';

const EMAIL_CHANGED = 'Email changed.';

const FIELDS = ['email'] as const;
const EMPTY: Values = { email: '' };
const TITLE_ID = 'change-email-title';

export function ChangeEmailForm({ current, onChanged }: { current: string; onChanged: () => Promise<void> }) {
  const { form, onSubmit } = useDjoserForm<Values>({
    fields: FIELDS,
    empty: EMPTY,
    resolver: standardSchemaResolver(setOwnEmailInputSchema),
    send: async (values) => {
      saveUser(await setOwnEmail(values));
      await onChanged();
    },
    success: EMAIL_CHANGED,
    failure: 'Changing the email failed',
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <section className={`${screen.section} ${styles.narrow}`} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={screen.subtitle}>
        Change email
      </h2>
      <p className={screen.status}>{current ? `Your email is ${current}.` : 'You have no email yet.'}</p>
      {/* noValidate: the browser's bubbles would hide the form's own messages. */}
      <form className={formStyles.card} noValidate onSubmit={onSubmit} aria-labelledby={TITLE_ID}>
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change email'}
        </button>
      </form>
    </section>
  );
}
