// Site settings → Notifications: the addresses that get an email for every new contact message,
// whether alerts are on (the same sentence the Messages screen shows when they are off), the mail
// server of the server's environment (its host and sender, never its password, changed only there),
// and Send test email, which shows what the mail server answered.
import { ALERT_EMAILS_MAX, type NotificationSettings, type TestEmailResult } from '@site/contracts';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { refusalMessage } from '../api/errors';
import { saveNotificationSettings, sendTestEmail } from '../api/notifications';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import fieldStyles from '../form/inputs/Field.module.css';
import { Deferred } from '../loading/Deferred';
import { alertsOff } from '../messages/alert-status';
import buttons from '../ui/Button.module.css';
import { toast } from 'sonner';
import styles from './SiteSettingsPage.module.css';

const NOTIFICATIONS_ID = 'notifications';
const LOAD_FAILED = 'Reading the email alert settings failed';

/** The typed addresses: one per line, or separated by commas or spaces. */
const parseAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** What the mail server answered, as a sentence for the screen. */
function testOutcome(result: TestEmailResult): string {
  if (!result.sent) return `The test email was not sent. ${result.response}`;
  const refused = result.rejected.length ? ` It refused ${result.rejected.join(', ')}.` : '';
  return `The mail server accepted the test email for ${result.accepted.join(', ')}: ${result.response}.${refused}`;
}

export function NotificationsCard({ notifications }: { notifications: Promise<NotificationSettings> }) {
  const titleId = useId();
  const { hash } = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Arriving from a notice that alerts are off (…/settings#notifications): this card is what it is about.
  useEffect(() => {
    if (hash !== `#${NOTIFICATIONS_ID}`) return;
    titleRef.current?.scrollIntoView({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <section className={styles.card} aria-labelledby={titleId} id={NOTIFICATIONS_ID}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.cardTitle}>
        Notifications
      </h2>
      <Deferred
        data={notifications}
        loading={<p role="status">Loading the email alert settings...</p>}
        failed={() => <p role="alert">{`Error: ${LOAD_FAILED}`}</p>}
        failureLog={LOAD_FAILED}
      >
        {(loaded) => <NotificationsForm loaded={loaded} />}
      </Deferred>
    </section>
  );
}

function NotificationsForm({ loaded }: { loaded: NotificationSettings }) {
  const id = useId();
  const endSession = useEndSessionOnUnauthorized();
  const [stored, setStored] = useState(loaded);
  const [text, setText] = useState(loaded.emails.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; text: string } | null>(null);
  const off = alertsOff(stored);
  const server = stored.mail_server;

  const refused = (thrown: unknown, fallback: string) => {
    if (endSession(thrown)) return;
    setError(refusalMessage(thrown, fallback));
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveNotificationSettings({ emails: parseAddresses(text) });
      setStored(saved);
      setText(saved.emails.join('\n'));
      toast.success('Notification addresses saved');
    } catch (thrown) {
      refused(thrown, 'Saving the addresses failed.');
    } finally {
      setSaving(false);
    }
  };

  const test = async () => {
    setTesting(true);
    setError(null);
    setOutcome(null);
    try {
      const typed = parseAddresses(text);
      const result = await sendTestEmail(typed.length ? { emails: typed } : {});
      setOutcome({ sent: result.sent, text: testOutcome(result) });
    } catch (thrown) {
      refused(thrown, 'The test email could not be sent.');
    } finally {
      setTesting(false);
    }
  };

  return (
    <form
      className={styles.cardBody}
      noValidate
      aria-labelledby={`${id}-legend`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p id={`${id}-legend`} className={styles.state} data-on={!off}>
        {off ? <BellOff aria-hidden="true" size={18} /> : <BellRing aria-hidden="true" size={18} />}
        <span>{off ?? `Email alerts are on: every new message is emailed to ${stored.recipients.join(', ')}.`}</span>
      </p>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-emails`}>
          Addresses that get alerts
        </label>
        <textarea
          id={`${id}-emails`}
          className={fieldStyles.input}
          rows={3}
          value={text}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-emails-hint${error ? ` ${id}-error` : ''}`}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={`${id}-emails-hint`} className={fieldStyles.hint}>
          {`One per line, up to ${ALERT_EMAILS_MAX}. `}
          {stored.env_emails.length > 0
            ? `Left empty, the server's NOTIFY_EMAILS are used: ${stored.env_emails.join(', ')}. Addresses saved here replace them.`
            : 'Nothing is set in the server for this (NOTIFY_EMAILS), so alerts go only to the addresses saved here.'}
        </span>
        {error && (
          <span id={`${id}-error`} className={fieldStyles.error} role="alert">
            {error}
          </span>
        )}
      </div>
      <div className={styles.server}>
        <h3 className={styles.serverTitle}>Mail server</h3>
        <p>
          {server.set
            ? `Set: ${server.host ?? ''}, sending as ${server.from ?? ''}.`
            : 'Not set: no email can be sent until it is.'}{' '}
          It is set in the server&apos;s environment (SMTP_URL and MAIL_FROM) by whoever runs the server, and can be changed only
          there.
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save addresses'}
        </button>
        <button
          type="button"
          className={buttons.button}
          disabled={testing || !server.set}
          aria-busy={testing}
          onClick={() => void test()}
        >
          {testing ? 'Sending...' : 'Send test email'}
        </button>
      </div>
      <p className={styles.outcome} role="status" data-sent={outcome?.sent}>
        {outcome?.text}
      </p>
    </form>
  );
}
