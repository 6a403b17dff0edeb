// Who gets the email alerts: the editor's list replaces NOTIFY_EMAILS when it holds any address; the
// mail server is shown by host, without the login in SMTP_URL.
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../test/test-app.js';
import { alertRecipients, notificationSettings, saveAlertEmails, smtpHost } from './alert-settings.js';

let t: TestApp;
withTestApp((made) => {
  ({ t } = made);
});

const mail = { smtpUrl: 'smtps://alerts:s3cret@mail.example.com:465', from: 'site@example.com', to: ['env@example.com'] };

describe('alert settings', () => {
  it('sends to NOTIFY_EMAILS until the editor saves addresses, then to those alone', async () => {
    expect(await alertRecipients(t.app.db, { mail })).toEqual(['env@example.com']);
    await saveAlertEmails(t.app.db, { mail }, { emails: ['office@example.com'] });
    expect(await alertRecipients(t.app.db, { mail })).toEqual(['office@example.com']);
    await saveAlertEmails(t.app.db, { mail }, { emails: [] });
    expect(await alertRecipients(t.app.db, { mail })).toEqual(['env@example.com']);
  });

  it('is off without a mail server, whatever addresses are saved', async () => {
    await saveAlertEmails(t.app.db, {}, { emails: ['office@example.com'] });
    expect(await notificationSettings(t.app.db, {})).toMatchObject({ on: false, recipients: ['office@example.com'] });
  });

  it('shows the mail server by host and port only', () => {
    expect(smtpHost(mail.smtpUrl)).toBe('mail.example.com:465');
    expect(smtpHost('smtp://mail.example.com')).toBe('mail.example.com');
  });
});
