// The start-up warning of email alerts without PUBLIC_URL.
import { expect, it } from 'vitest';
import { alertsStartWarning } from './alerts.js';

const mail = { smtpUrl: 'smtp://127.0.0.1:2525', from: 'site@example.com', to: ['owner@example.com'] };

it('warns at start when alerts are on and PUBLIC_URL is not set, and only then', () => {
  expect(alertsStartWarning({ mail })).toBe(
    'PUBLIC_URL is not set: email alerts link to the message by its path alone (/admin/messages-list?message=…). Set PUBLIC_URL for a link that opens.',
  );
  expect(alertsStartWarning({ mail, publicUrl: 'https://www.example.com' })).toBeUndefined();
  expect(alertsStartWarning({})).toBeUndefined();
});
