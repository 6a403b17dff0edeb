// The site's one contact form, on the home page's #contact section and the contact page's form
// block: checked in the browser with the contract's plain rules (the server's schema is built from
// the same ones, and a contract test holds them to the same answers), then posted to the inbox.
// Its states: idle, submitting, then success (fields cleared) or failure (fields kept). Every
// outcome is announced through one live region. The fields are the browser's own (read when the form
// is sent), so what a visitor typed before the island's code arrived is what is sent. With
// "Please fill in all the fields." each empty field is also marked (aria-invalid and a visible
// "Required" beside its label) and the first one takes the focus; typing in it clears its mark. The
// path of the page is sent along, so the inbox shows where the message came from. Without its
// script the form does nothing (method="post" only keeps the text out of the address).
import {
  checkContactMessage,
  FILL_ALL_FIELDS,
  missingContactFields,
  PAGE_PATH_PATTERN,
  isDefaultLanguage,
  type ContactField,
} from '@site/contracts/site';
import { useState, type FormEvent } from 'react';
import { useUniqueId } from '../../islands/island-id';
import { sendContactMessage } from './send-contact-message';
import { formSentence, type ContactFormWords } from './site-messages';
import { usePageLanguage } from '../../shared/page-language';
import button from './button.module.css';
import styles from './ContactForm.module.css';
import { island } from '../../islands/island';

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

/** This page's path for the inbox, when it is one the server takes (it always is for a path a browser shows). */
function pagePath(): string | undefined {
  const path = window.location.pathname;
  return PAGE_PATH_PATTERN.test(path) ? path : undefined;
}

/** The labels of the fields the visitor fills in, in the page's words. */
const labelsOf = (words: ContactFormWords): Record<ContactField, string> => ({
  name: words.formName,
  email: words.formEmail,
  message: words.formMessage,
});

/** `label`: the form's accessible name on its page; `words`: what it says, in the page's language (site-messages.tsx). */
function Form({ label, words }: { label: string; words: ContactFormWords }) {
  const [status, setStatus] = useState<Status>('idle');
  const [feedback, setFeedback] = useState('');
  const [missing, setMissing] = useState<readonly ContactField[]>([]);
  const id = useUniqueId();
  const language = usePageLanguage();
  const sentence = (said: string) => formSentence(said, words, isDefaultLanguage(language.languages, language.code));
  const fieldId = (field: ContactField) => `${id}-${field}`;

  /** Marks the empty fields and puts the focus in the first. */
  const markMissing = (form: HTMLFormElement, fields: readonly ContactField[]) => {
    setMissing(fields);
    const first = fields[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    const fields = fieldsOf(form);
    const problem = checkContactMessage(fields);
    if (problem) {
      setStatus('error');
      setFeedback(sentence(problem));
      markMissing(form, problem === FILL_ALL_FIELDS ? missingContactFields(fields) : []);
      return;
    }
    setMissing([]);
    setStatus('submitting');
    setFeedback('');
    const result = await sendContactMessage({ ...fields, page: pagePath() });
    setStatus(result.ok ? 'success' : 'error');
    setFeedback(sentence(result.message));
    if (result.ok) form.reset();
    // The server's word on empty fields (one of spaces the browser let through, say) marks them too.
    else if (result.missing?.length) markMissing(form, result.missing);
  };

  /** The label, and below it the visible mark of an empty field, which the input names as its description. */
  const fieldLabel = (field: ContactField) => (
    <>
      <label htmlFor={fieldId(field)}>{labelsOf(words)[field]}</label>
      {missing.includes(field) && (
        <span id={`${fieldId(field)}-missing`} className={styles.missing}>
          {words.formRequired}
        </span>
      )}
    </>
  );
  const marks = (field: ContactField) => ({
    'aria-invalid': missing.includes(field) || undefined,
    'aria-describedby': missing.includes(field) ? `${fieldId(field)}-missing` : undefined,
    // Typing in a marked field takes its mark away; the sentence stays until the next send.
    onInput: () => setMissing((current) => (current.includes(field) ? current.filter((f) => f !== field) : current)),
  });

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
        {fieldLabel('name')}
        <input id={fieldId('name')} name="name" type="text" autoComplete="name" required {...marks('name')} />
      </div>
      <div className={styles.field}>
        {fieldLabel('email')}
        <input id={fieldId('email')} name="email" type="email" autoComplete="email" required {...marks('email')} />
      </div>
      <div className={styles.field}>
        {fieldLabel('message')}
        <textarea id={fieldId('message')} name="message" rows={5} required {...marks('message')} />
      </div>
      {/* Honeypot: out of sight and out of the tab order; only bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${styles.submit}`} disabled={submitting}>
          {submitting ? words.formSending : words.formSend}
        </button>
        <p className={styles.feedback} data-status={status} role="status" aria-live="polite">
          {feedback}
        </p>
      </div>
    </form>
  );
}

// An island (islands): hydrated as it nears the viewport or at the first focus inside it.
export const ContactForm = island('shared/ContactForm', 'visible', Form);
