// The contact page's name/email/message form: validated with the contact form's messages, then handed to the
// visitor's mail app as a draft to the contact2 address, and cleared.
import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { mailDraftHref, mailFieldsError, openMailDraft, type MailFields } from './mail-draft';
import button from '../shared/button.module.css';
import styles from './ContactMailForm.module.css';

const EMPTY: MailFields = { name: '', email: '', message: '' };

export function ContactMailForm({ to }: { to: string }) {
  const [fields, setFields] = useState<MailFields>(EMPTY);
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = mailFieldsError(fields);
    setError(problem);
    setOpened(!problem);
    if (problem) return;
    openMailDraft(mailDraftHref(to, fields));
    setFields(EMPTY);
  }

  const field = (name: keyof MailFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value })),
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? true : undefined,
    className: styles.input,
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Name</label>
          <input type="text" autoComplete="name" {...field('name')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>Email</label>
          <input type="email" autoComplete="email" {...field('email')} />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea rows={6} {...field('message')} />
      </div>
      <div className={styles.status} aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        {opened && <p className={styles.success}>A draft of your message should now be open in your email app, ready to send.</p>}
      </div>
      <button type="submit" className={`${button.button} ${styles.submit}`}>
        <Send size={18} aria-hidden="true" />
        Send Message
      </button>
    </form>
  );
}
