// Contact Messages against the real server: newest first, 10 per page,
// Previous/Next and 'Page X of Y', a confirmed delete (and a cancelled one), the empty, loading and
// failed states, a page kept in range after a delete, a 401, and the table at phone width.
// Other specs send messages too, so the expectations are computed from what the API holds.
import type { Page, Route } from '@playwright/test';
import type { ContactMessage } from '@site/contracts';
import http from 'node:http';
import { randomInt } from 'node:crypto';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const LIST = '**/backend/api/contact-messages/';
const ONE = '**/backend/api/contact-messages/*/';
const SEEDED = 25;
const PER_ADDRESS = 5;
const run = Date.now().toString(36);
const seededName = (i: number) => `Pager ${run} #${String(i).padStart(2, '0')}`;

/**
 * Sending is limited to 5 messages per client address in 10 minutes (CONTACT_RATE_LIMIT), keyed on
 * the socket's address (X-Forwarded-For is ignored unless TRUST_PROXY). Rather than write into the
 * database behind the server's back, the messages go through the real public route from several
 * loopback addresses: on Linux all of 127.0.0.0/8 is the loopback, so each is a client of its own.
 * The addresses are random per run so that a retry does not meet the previous attempt's limit.
 */
function sendFrom(localAddress: string, body: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL('/backend/api/contact-messages/', baseUrl());
    const request = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function listFromApi(): Promise<ContactMessage[]> {
  const response = await fetch(`${baseUrl()}/backend/api/contact-messages/`, { headers: authHeader(await adminToken()) });
  expect(response.ok).toBe(true);
  return (await response.json()) as ContactMessage[];
}

test.beforeAll(async () => {
  const subnet = `127.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  // One at a time, so that #25 is the newest.
  for (let i = 1; i <= SEEDED; i++) {
    const address = `${subnet}.${Math.ceil(i / PER_ADDRESS)}`;
    const body = { name: seededName(i), email: `pager${i}@example.com`, message: `Seeded message number ${i}.`, website: '' };
    expect(await sendFrom(address, body), `message ${i} from ${address}`).toBe(201);
  }
});

const rows = (page: Page) => page.locator('tbody tr');
const names = (page: Page) => page.locator('tbody tr td:first-child');
const position = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

const message = (id: number, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  message: `Message ${id}`,
  submitted_at: new Date(Date.UTC(2024, 0, 1, 0, id)).toISOString(),
  ...extra,
});

test('pages through the messages newest first, 10 at a time', async ({ page }) => {
  const all = await listFromApi();
  expect(all[0]?.name).toBe(seededName(SEEDED));
  const pages = Math.ceil(all.length / 10);
  expect(pages).toBeGreaterThanOrEqual(3);

  await signIn(page, '/admin/messages-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Messages');
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Message', 'Submitted At', 'Actions']);
  await expect(names(page)).toHaveText(all.slice(0, 10).map((m) => m.name));
  await expect(position(page)).toHaveText(`Page 1 of ${pages}`);
  await expect(previous(page)).toBeDisabled();
  await expect(next(page)).toBeEnabled();

  const newest = all[0] as ContactMessage;
  const readable = await page.evaluate((iso) => new Date(iso).toLocaleString(), newest.submitted_at);
  await expect(rows(page).first().locator('time')).toHaveText(readable);
  await expect(rows(page).first().locator('time')).toHaveAttribute('datetime', newest.submitted_at);

  await next(page).click();
  await expect(position(page)).toHaveText(`Page 2 of ${pages}`);
  await expect(names(page)).toHaveText(all.slice(10, 20).map((m) => m.name));
  await expect(previous(page)).toBeEnabled();

  for (let p = 3; p <= pages; p++) await next(page).click();
  await expect(position(page)).toHaveText(`Page ${pages} of ${pages}`);
  await expect(next(page)).toBeDisabled();
  await expect(names(page)).toHaveText(all.slice((pages - 1) * 10).map((m) => m.name));

  await previous(page).click();
  await expect(position(page)).toHaveText(`Page ${pages - 1} of ${pages}`);
});

test('deletes a message only after the confirm; Cancel keeps it', async ({ page }) => {
  const [newest] = await listFromApi();
  if (!newest) throw new Error('The seeded messages are missing.');
  await signIn(page, '/admin/messages-list');
  const deleteButton = page.getByRole('button', { name: `Delete message from ${newest.name}` });
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });

  await deleteButton.click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(names(page).first()).toHaveText(newest.name);
  expect((await listFromApi()).map((m) => m.id)).toContain(newest.id);

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(deleteButton).toHaveCount(0);
  await expect(rows(page)).toHaveCount(10);
  expect((await listFromApi()).map((m) => m.id)).not.toContain(newest.id);
});

test("after deleting the last row of the last page the page before shows; a failed delete says the server's sentence", async ({
  page,
}) => {
  let stored = Array.from({ length: 11 }, (_, i) => message(11 - i));
  await page.route(LIST, (route) => route.fulfill({ json: stored }));
  let failNext = true;
  await page.route(ONE, (route: Route) => {
    const id = Number(new URL(route.request().url()).pathname.split('/').at(-2));
    if (failNext) {
      failNext = false;
      return route.fulfill({ status: 404, json: { error: `There is no message with the id ${id}.` } });
    }
    stored = stored.filter((m) => m.id !== id);
    return route.fulfill({ status: 204 });
  });
  await signIn(page, '/admin/messages-list');
  await next(page).click();
  await expect(position(page)).toHaveText('Page 2 of 2');
  await expect(names(page)).toHaveText(['Visitor 1']);

  const confirmDelete = async () => {
    await page.getByRole('button', { name: 'Delete message from Visitor 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  };
  await confirmDelete();
  await expect(page.getByText('There is no message with the id 1.')).toBeVisible();
  await expect(position(page)).toHaveText('Page 2 of 2');

  await confirmDelete();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(position(page)).toHaveText('Page 1 of 1');
  await expect(rows(page)).toHaveCount(10);
  await expect(next(page)).toBeDisabled();
});

test("an empty inbox says 'No messages found.'", async ({ page }) => {
  await page.route(LIST, (route) => route.fulfill({ json: [] }));
  await signIn(page, '/admin/messages-list');
  await expect(page.getByText('No messages found.')).toBeVisible();
  await expect(position(page)).toHaveText('Page 1 of 1');
  await expect(previous(page)).toBeDisabled();
  await expect(next(page)).toBeDisabled();
});

test("shows a loading state, then 'Error: Failed to fetch messages' when the list fails", async ({ page }) => {
  let release = () => {};
  await page.route(LIST, (route) => {
    release = () => void route.fulfill({ status: 500, json: { error: 'Something broke.' } });
  });
  await signIn(page, '/admin/messages-list');
  await expect(page.getByRole('status').filter({ hasText: 'Loading messages...' })).toBeVisible();
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Error:' })).toHaveText('Error: Failed to fetch messages');
  await expect(page.locator('table')).toHaveCount(0);
});

test('a rejected token ends the session and goes to /login', async ({ page }) => {
  await page.route(LIST, (route) => route.fulfill({ status: 401, json: { detail: 'Invalid token.' } }));
  await signIn(page, '/admin/messages-list');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('at 375px the table scrolls inside its box and long messages wrap', async ({ page }) => {
  const long = `${'x'.repeat(400)} and ${'a very long message '.repeat(30)}`;
  await page.route(LIST, (route) => route.fulfill({ json: [message(1, { message: long, name: 'Long Talker' })] }));
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, '/admin/messages-list');
  const region = page.getByRole('region', { name: 'Contact Messages' });
  await expect(region.getByText('Long Talker')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const cell = await region.locator('td', { hasText: 'a very long message' }).boundingBox();
  expect(cell?.width ?? Infinity).toBeLessThan(600);
  const deleteButton = page.getByRole('button', { name: 'Delete message from Long Talker' });
  await deleteButton.scrollIntoViewIfNeeded();
  await expect(deleteButton).toBeInViewport();
});
