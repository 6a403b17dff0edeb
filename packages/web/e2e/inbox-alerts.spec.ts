// Email alerts and the inbox, in a real browser at phone and desktop widths: the contact form marks
// each empty field beside "Please fill in all the fields."; a message records the form and page it
// was sent from, and the inbox shows them and marks it replied and back; while alerts are off the
// Messages screen and the sidebar say so and lead to Site settings → Notifications, where the
// addresses are saved (a bad one refused in one sentence) and Send test email shows the mail
// server's answer. Screenshots of each state go to $INBOX_SHOTS (if set) for a person to look at.
import http from 'node:http';
import { randomInt } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import {
  ALERT_EMAIL_INVALID,
  ALERTS_OFF_NO_ADDRESS,
  ALERTS_OFF_NO_SERVER,
  FILL_ALL_FIELDS,
  type ContactMessage,
  type NotificationSettings,
} from '@site/contracts';
import { signIn } from './admin-session';
import { axeViolations } from './axe';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { islandReady } from './islands';

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.INBOX_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

const CONTACT_API = '**/backend/api/contact-messages/';
const NOTIFICATIONS_API = '**/backend/api/settings/notifications';
const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

/**
 * The browser's send goes to the real server, from a loopback address of its own: the public route
 * allows 5 sends per client in 10 minutes, and the other contact tests send from 127.0.0.1.
 */
async function forwardFromOwnAddress(route: Route): Promise<void> {
  const localAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      new URL('/backend/api/contact-messages/', baseUrl()),
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(route.request().postData() ?? '');
  });
  await route.fulfill({ status, contentType: 'application/json', body });
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/backend/api/${path}`, {
    ...init,
    headers: { ...authHeader(await adminToken()), 'content-type': 'application/json' },
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, bypassCSP: true });

    test('the contact form marks each empty field beside the sentence and focuses the first', async ({ page }) => {
      let posted = false;
      await page.route(CONTACT_API, (route) => {
        posted = true;
        return route.abort();
      });
      await page.goto('/contact');
      await islandReady(page, 'shared/ContactForm');
      await field(page, 'Email').fill('ada@example.com');
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(form(page).getByRole('status')).toHaveText(FILL_ALL_FIELDS);
      await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Name')).toHaveAccessibleDescription('Required');
      await expect(form(page).getByText('Required', { exact: true })).toHaveCount(2);
      await expect(field(page, 'Name')).toBeFocused();
      await form(page).scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `contact-missing-${width}`);

      // Typing in a marked field takes its mark away; the other keeps its own.
      await field(page, 'Name').fill('Ada');
      await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByText('Required', { exact: true })).toHaveCount(1);
      expect(posted).toBe(false);
    });

    test('a message records its form and page; the inbox shows them and marks it replied and back', async ({ page }) => {
      await page.route(CONTACT_API, forwardFromOwnAddress);
      await page.goto('/contact');
      await islandReady(page, 'shared/ContactForm');
      const text = `Where did this come from? (${width}, ${Date.now()})`;
      await field(page, 'Name').fill('Grace Hopper');
      await field(page, 'Email').fill('grace@example.com');
      await field(page, 'Message').fill(text);
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(form(page).getByRole('status')).toHaveText('Message sent successfully!');

      const stored = (await api<ContactMessage[]>('contact-messages/')).find((m) => m.message === text);
      expect(stored).toMatchObject({ form: 'contact', page: '/contact', replied_at: null });
      await signIn(page, `/admin/messages-list?message=${stored?.id}`);
      const row = page.locator(`tbody tr[data-message-id="${stored?.id}"]`);
      await expect(row).toContainText('Contact form on /contact');
      await row.getByRole('button', { name: 'Mark replied' }).click();
      await expect(row.getByText(/^Replied /)).toBeVisible();
      await expect(row.getByRole('button', { name: 'Mark not replied' })).toBeVisible();
      expect((await api<ContactMessage[]>('contact-messages/')).find((m) => m.id === stored?.id)?.replied_at).not.toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      await row.scrollIntoViewIfNeeded();
      await shot(page, `inbox-replied-${width}`);

      await row.getByRole('button', { name: 'Mark not replied' }).click();
      await expect(row.getByRole('button', { name: 'Mark replied' })).toBeVisible();
      await expect(row.getByText(/^Replied /)).toHaveCount(0);
      expect((await api<ContactMessage[]>('contact-messages/')).find((m) => m.id === stored?.id)?.replied_at).toBeNull();
    });

    test('while alerts are off the Messages screen says so and leads to Notifications, where addresses are saved', async ({
      page,
    }) => {
      // The server of these tests has no mail server (no SMTP_URL); no address saved from a run before.
      await api('settings/notifications', { method: 'PUT', body: JSON.stringify({ emails: [] }) });
      await signIn(page, '/admin/messages-list');
      const notice = page.getByRole('note', { name: 'Email alerts' });
      await expect(notice).toContainText(ALERTS_OFF_NO_SERVER);
      await shot(page, `messages-alerts-off-${width}`);
      if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('link', { name: 'Email alerts are off' })).toBeVisible();
      if (width === 390) await page.keyboard.press('Escape');

      await notice.getByRole('link', { name: 'Open Site settings → Notifications' }).click();
      await expect(page).toHaveURL(/\/admin\/settings#notifications$/);
      const card = page.getByRole('region', { name: 'Notifications', exact: true });
      await expect(card.getByRole('heading', { name: 'Notifications' })).toBeFocused();
      await expect(card).toContainText(ALERTS_OFF_NO_SERVER);
      await expect(card).toContainText("It is set in the server's environment (SMTP_URL and MAIL_FROM)");
      await expect(card.getByRole('button', { name: 'Send test email' })).toBeDisabled();

      const addresses = card.getByLabel('Addresses that get alerts');
      await addresses.fill('office@example.com\nnot an address');
      await card.getByRole('button', { name: 'Save addresses' }).click();
      await expect(card.getByRole('alert')).toContainText(ALERT_EMAIL_INVALID);
      await expect(addresses).toHaveAttribute('aria-invalid', 'true');
      expect((await api<NotificationSettings>('settings/notifications')).emails).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await addresses.fill('office@example.com');
      await card.getByRole('button', { name: 'Save addresses' }).click();
      await expect(page.getByText('Notification addresses saved')).toBeVisible();
      expect((await api<NotificationSettings>('settings/notifications')).emails).toEqual(['office@example.com']);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `settings-notifications-${width}`);
      await api('settings/notifications', { method: 'PUT', body: JSON.stringify({ emails: [] }) });
    });

    test("Send test email shows the mail server's answer, and the notice names a missing address", async ({ page }) => {
      // A server with a mail server set is another start of the server (SMTP_URL); its route answers
      // are tested over HTTP against a real SMTP server. Here the screen is given those answers.
      const withServer = (recipients: string[]): NotificationSettings => ({
        emails: recipients,
        env_emails: [],
        recipients,
        mail_server: { set: true, host: 'mail.example.com:587', from: 'Site <site@example.com>' },
        on: recipients.length > 0,
      });
      await page.route(NOTIFICATIONS_API, (route) => route.fulfill({ json: withServer([]) }));
      await signIn(page, '/admin/messages-list');
      await expect(page.getByRole('note', { name: 'Email alerts' })).toContainText(ALERTS_OFF_NO_ADDRESS);

      await page.unroute(NOTIFICATIONS_API);
      await page.route(NOTIFICATIONS_API, (route) => route.fulfill({ json: withServer(['office@example.com']) }));
      await page.route(`${NOTIFICATIONS_API}/test`, (route) =>
        route.fulfill({
          json: {
            sent: false,
            accepted: [],
            rejected: ['office@example.com'],
            response: 'The mail server at mail.example.com:587 refused the test email: 550 Mailbox unavailable',
          },
        }),
      );
      await page.goto('/admin/settings#notifications');
      const card = page.getByRole('region', { name: 'Notifications', exact: true });
      await expect(card).toContainText('Email alerts are on: every new message is emailed to office@example.com.');
      await expect(card).toContainText('Set: mail.example.com:587, sending as Site <site@example.com>.');
      await card.getByRole('button', { name: 'Send test email' }).click();
      await expect(card.getByRole('status')).toHaveText(
        'The test email was not sent. The mail server at mail.example.com:587 refused the test email: 550 Mailbox unavailable',
      );
      expect(await axeViolations(page)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `settings-test-email-${width}`);
    });
  });
}
