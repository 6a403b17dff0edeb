// The site's one contact form, on the home page's #contact section and the contact page's form
// block: checked in the browser with the contract's plain rules (the server's schema is built from
// the same ones, and a contract test holds them to the same answers), then posted to the inbox.
// Its states: idle, submitting, then success (fields cleared) or failure (fields kept). Every
// outcome is announced through one live region. The fields are the browser's own (read when the form
// is sent), so what a visitor typed before the island's code arrived is what is sent.
import { checkContactMessage } from '@site/contracts/site';
import { useId, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../../api/send-contact-message';
import button from './button.module.css';
import styles from './ContactForm.module.css';
import { island } from '../../site/islands/island';

const FIELDS = ['name', 'email', 'message', 'website'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

function fieldsOf(form: HTMLFormElement): Fields {
  const data = new FormData(form);
  return Object.fromEntries(
    FIELDS.map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Fields;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** `label`: the form's accessible name on its page. */
function Form({ label }: { label: string }) {
  const [status, setStatus] = useState<Status>('idle');
  const [feedback, setFeedback] = useState('');
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    const fields = fieldsOf(form);
    const problem = checkContactMessage(fields);
    if (problem) {
      setStatus('error');
      setFeedback(problem);
      return;
    }
    setStatus('submitting');
    setFeedback('');
    const result = await sendContactMessage(fields);
    setStatus(result.ok ? 'success' : 'error');
    setFeedback(result.message);
    if (result.ok) form.reset();
  };

  const submitting = status === 'submitting';
  return (
    // method="post": should the browser ever send the form itself, the message stays out of the address.
    <form
      className={`${styles.form} animate-on-scroll`}
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={label}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea id={`${id}-message`} name="message" rows={5} required />
      </div>
      {/* Honeypot: out of sight and out of the tab order; only bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${styles.submit}`} disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Message'}
        </button>
        <p className={styles.feedback} data-status={status} role="status" aria-live="polite">
          {feedback}
        </p>
      </div>
    </form>
  );
}

// An island (site/islands): hydrated as it nears the viewport or at the first focus inside it.
export const ContactForm = island('shared/ContactForm', 'visible', Form);
