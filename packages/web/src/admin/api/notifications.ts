// Email alerts as the editor sets them: who gets them and whether the mail server is set (GET/PUT
// {api}/settings/notifications), and a test email (POST …/test) answered with the mail server's reply.
import {
  API_BASE,
  type NotificationSettings,
  type NotificationSettingsInput,
  type TestEmailInput,
  type TestEmailResult,
} from '@site/contracts';
import { adminFetch } from './admin-fetch';

const NOTIFICATIONS_URL = `${API_BASE}/settings/notifications`;

export async function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const response = await adminFetch(NOTIFICATIONS_URL, { cache: 'no-store', signal });
  return (await response.json()) as NotificationSettings;
}

export async function saveNotificationSettings(input: NotificationSettingsInput): Promise<NotificationSettings> {
  const response = await adminFetch(NOTIFICATIONS_URL, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await response.json()) as NotificationSettings;
}

export async function sendTestEmail(input: TestEmailInput): Promise<TestEmailResult> {
  const response = await adminFetch(`${NOTIFICATIONS_URL}/test`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await response.json()) as TestEmailResult;
}
