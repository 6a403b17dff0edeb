// Contact Messages against the real server: newest first, 10 per page,
// Previous/Next and 'Page X of Y', a confirmed delete (and a cancelled one), the empty, loading and
// failed states, a page kept in range after a delete, a 401; unread in bold with the sidebar's
// count, read on opening and Mark unread, the search, Reply, Export CSV, the email alert's
// ?message= link, each message's alert state, and stacked cards at phone width.
// Other specs send messages too, so the expectations are computed from what the API holds.
import fs from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { MESSAGES_CSV_COLUMNS, type ContactMessage, type MessageNotification } from '@site/contracts';
import http from 'node:http';
import { randomInt } from 'node:crypto';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

/** The list, any page of it (the screen asks with ?limit=&offset=, the sidebar's count with ?limit=1). */
const LIST = /\/backend\/api\/contact-messages\/(\?.*)?$/;
const ONE = '**/backend/api/contact-messages/*/';
const SEEDED = 25;
const PER_ADDRESS = 5;
const run = Date.now().toString(36);
const seededName = (i: number) => `Pager ${run} #${String(i).padStart(2, '0')}`;
const seededEmail = (i: number) => `pager${i}.${run}@example.com`;

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
    const body = { name: seededName(i), email: seededEmail(i), message: `Seeded message number ${i} of ${run}.`, website: '' };
    expect(await sendFrom(address, body), `message ${i} from ${address}`).toBe(201);
  }
});

const rows = (page: Page) => page.locator('tbody tr');
const names = (page: Page) => page.locator('tbody tr td:first-child');
const position = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/**
 * Answers the list as the server does from `all` (newest first): the page that limit and offset
 * (or around, an id) ask for, with the X-Total-Count, X-Unread-Count and X-Offset headers.
 */
function servePage(route: Route, all: readonly ContactMessage[]) {
  const params = new URL(route.request().url()).searchParams;
  const limit = Number(params.get('limit') ?? all.length);
  let offset = Number(params.get('offset') ?? 0);
  const at = all.findIndex((m) => m.id === Number(params.get('around')));
  if (params.has('around') && at >= 0) offset = Math.floor(at / limit) * limit;
  return route.fulfill({
    json: all.slice(offset, offset + limit),
    headers: {
      'x-total-count': String(all.length),
      'x-unread-count': String(all.filter((m) => !m.read).length),
      'x-offset': String(offset),
    },
  });
}

const message = (id: number, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  message: `Message ${id}`,
  submitted_at: new Date(Date.UTC(2024, 0, 1, 0, id)).toISOString(),
  read: true,
  notification: null,
  form: null,
  page: null,
  replied_at: null,
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

test('a large inbox is read a page at a time: 10,000 messages, "1–10 of 10,000", the page in the address, search from its first page', async ({
  page,
}) => {
  const many = Array.from({ length: 10_000 }, (_, i) =>
    message(10_000 - i, {
      name: `Bulk ${10_000 - i}`,
      read: i % 4 !== 0,
      submitted_at: new Date(Date.UTC(2024, 0, 1) - i * 60_000).toISOString(),
    }),
  );
  const asked: URLSearchParams[] = [];
  await page.route(LIST, (route) => {
    const params = new URL(route.request().url()).searchParams;
    asked.push(params);
    const q = params.get('q')?.toLowerCase();
    return servePage(route, q ? many.filter((m) => m.name.toLowerCase().includes(q)) : many);
  });
  await signIn(page, '/admin/messages-list');
  await expect(page.getByRole('status').filter({ hasText: 'messages' })).toHaveText('10,000 messages, 2,500 unread');
  await expectUnreadBadge(page, 2500);
  await expect(names(page)).toHaveText(many.slice(0, 10).map((m) => m.name));
  await expect(position(page)).toHaveText('Page 1 of 1000');
  await expect(page.getByText('1–10 of 10,000')).toBeVisible();
  await expect(previous(page)).toBeDisabled();

  await next(page).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(names(page)).toHaveText(many.slice(10, 20).map((m) => m.name));
  await expect(page.getByText('11–20 of 10,000')).toBeVisible();
  await expect(position(page)).toHaveText('Page 2 of 1000');

  // The page survives a reload: it is in the address, and only that page is asked for.
  await page.goto('/admin/messages-list?page=1000');
  await expect(names(page)).toHaveText(many.slice(9990).map((m) => m.name));
  await expect(page.getByText('9,991–10,000 of 10,000')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await previous(page).click();
  await expect(page.getByText('9,981–9,990 of 10,000')).toBeVisible();

  // A search looks through all of them and starts on its first page.
  await page.getByRole('searchbox').fill('Bulk 12');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('111 messages found for “Bulk 12”');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText('1–10 of 111')).toBeVisible();
  await next(page).click();
  await expect(page.getByText('11–20 of 111')).toBeVisible();

  // Never the whole inbox at once: every ask names a page of at most 10.
  expect(asked.length).toBeGreaterThan(0);
  for (const params of asked) expect(Number(params.get('limit'))).toBeLessThanOrEqual(10);
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
  await page.route(LIST, (route) => servePage(route, stored));
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
  await page.route(LIST, (route) => servePage(route, []));
  await signIn(page, '/admin/messages-list');
  await expect(page.getByText('No messages found.')).toBeVisible();
  await expect(position(page)).toHaveText('Page 1 of 1');
  await expect(previous(page)).toBeDisabled();
  await expect(next(page)).toBeDisabled();
});

test("shows a loading state, then 'Error: Failed to fetch messages' when the list fails", async ({ page }) => {
  // The screen's list and the sidebar's unread count both ask; both are held, then both fail.
  const held: Route[] = [];
  const release = () =>
    held.splice(0).forEach((route) => void route.fulfill({ status: 500, json: { error: 'Something broke.' } }));
  await page.route(LIST, (route) => {
    held.push(route);
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

const messagesLink = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Messages', exact: true });
// By the name's text: an unread row's name cell is also named by its 'Unread' dot.
const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.locator('td:first-child').getByText(name, { exact: true }) });
const nameCell = (row: Locator) => row.locator('td').first();
const fontWeight = (cell: Locator) => cell.evaluate((el) => Number(getComputedStyle(el).fontWeight));
const unreadCount = async () => (await listFromApi()).filter((m) => !m.read).length;
const readOf = async (id: number) => (await listFromApi()).find((m) => m.id === id)?.read;

/** The sidebar's count: the number seen, and what a screen reader hears after "Messages". */
async function expectUnreadBadge(page: Page, count: number) {
  const link = messagesLink(page);
  if (count === 0) {
    await expect(link).not.toContainText(/\d/);
    return;
  }
  await expect(link).toContainText(String(count));
  await expect(link).toHaveAccessibleDescription(`${count} unread`);
}

test('unread messages are bold and counted in the sidebar; opening marks read, Mark unread and delete keep the count current', async ({
  page,
}) => {
  const all = await listFromApi();
  const unread = all.filter((m) => !m.read);
  expect(unread.length).toBeGreaterThan(2);
  const [target] = unread.filter((m) => all.indexOf(m) < 10);
  if (!target) throw new Error('No unread message on the first page.');

  await signIn(page, '/admin/messages-list');
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await expectUnreadBadge(page, unread.length);
  const row = rowOf(page, target.name);
  await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
  expect(await fontWeight(nameCell(row))).toBeGreaterThanOrEqual(700);
  const read = rows(page).filter({ hasNot: page.getByRole('img', { name: 'Unread' }) });
  if ((await read.count()) > 0) expect(await fontWeight(nameCell(read.first()))).toBeLessThan(700);

  // A click on the row opens it: the whole text, Reply, Mark unread; it is read now.
  await row.getByRole('cell', { name: target.message }).click();
  await expect(row.getByRole('button', { name: `Close message from ${target.name}` })).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByRole('link', { name: 'Reply' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]message=${target.id}(&|$)`));
  await expectUnreadBadge(page, unread.length - 1);
  await expect(row.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  expect(await fontWeight(nameCell(row))).toBeLessThan(700);
  await expect.poll(() => readOf(target.id)).toBe(true);

  // Mark unread closes it and counts it again.
  await row.getByRole('button', { name: 'Mark unread' }).click();
  await expect(row.getByRole('button', { name: `Open message from ${target.name}` })).toHaveAttribute('aria-expanded', 'false');
  await expectUnreadBadge(page, unread.length);
  await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect.poll(() => readOf(target.id)).toBe(false);

  // Open (the button) reads it again; deleting another unread message takes one off the count.
  await row.getByRole('button', { name: `Open message from ${target.name}` }).click();
  await expectUnreadBadge(page, unread.length - 1);
  const other = unread.find((m) => m.id !== target.id && all.indexOf(m) < 10);
  if (!other) throw new Error('No second unread message on the first page.');
  await page.getByRole('button', { name: `Delete message from ${other.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expectUnreadBadge(page, unread.length - 2);
  expect(await unreadCount()).toBe(unread.length - 2);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('the search finds name, email and text as typed, asking the server once typing pauses', async ({ page }) => {
  await signIn(page, '/admin/messages-list');
  await expect(rows(page)).toHaveCount(10);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/backend/api/contact-messages/' && url.searchParams.has('q'))
      searches.push(url.searchParams.get('q') ?? '');
  });
  const box = page.getByRole('searchbox', { name: 'Search messages' });

  const words = `${run} #1`;
  await box.pressSequentially(words, { delay: 40 });
  const expected = (await listFromApi()).filter((m) => m.name.includes(words)).map((m) => m.name);
  expect(expected.length).toBeGreaterThan(0);
  await expect(names(page)).toHaveText(expected);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, '(\\+|%20)')}`));
  expect(searches).toEqual([words]);
  await expect(page.getByRole('status').filter({ hasText: 'found for' })).toHaveText(
    `${expected.length} messages found for “${words}”`,
  );

  await box.fill(seededEmail(7));
  await expect(names(page)).toHaveText([seededName(7)]);
  await box.fill(`Seeded message number 7 of ${run}.`);
  await expect(names(page)).toHaveText([seededName(7)]);
  await box.fill('no such words anywhere');
  await expect(page.getByText('No messages found.')).toBeVisible();
  await box.fill('');
  await expect(rows(page)).toHaveCount(10);
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test('Reply opens a mail to the sender, "Re: Your message of {day}", with the message quoted', async ({ page }) => {
  const text = 'Do you clean windows & gutters?\nBudget: 100% + VAT\n\nThanks';
  const one = message(7, {
    name: 'Ann Lee',
    email: 'ann+site@example.com',
    message: text,
    submitted_at: '2025-03-03T12:00:00.000Z',
  });
  await page.route(LIST, (route) => servePage(route, [one]));
  await signIn(page, '/admin/messages-list');
  await page.getByRole('button', { name: 'Open message from Ann Lee' }).click();
  const href = await page.getByRole('link', { name: 'Reply' }).getAttribute('href');
  expect(href).toMatch(/^mailto:ann%2Bsite@example\.com\?subject=[^&]+&body=[^&]+$/);
  const url = new URL(href ?? '');
  // Read back as a mail program reads it: percent-decoding only ('+' is no space).
  const params = Object.fromEntries(
    url.search
      .slice(1)
      .split('&')
      .map((p) => p.split('=').map(decodeURIComponent)),
  );
  expect(decodeURIComponent(url.pathname)).toBe('ann+site@example.com');
  expect(params.subject).toBe('Re: Your message of 3 March 2025');
  expect(params.body).toBe(
    '\r\n\r\nOn 3 March 2025, Ann Lee wrote:\r\n> Do you clean windows & gutters?\r\n> Budget: 100% + VAT\r\n>\r\n> Thanks\r\n',
  );
});

/** The CSV's records, as a spreadsheet reads them (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (field || record.length) endRecord();
  return records;
}

async function exportFrom(page: Page): Promise<{ name: string; records: string[][] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export CSV/ }).click();
  const file = await download;
  const text = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  return { name: file.suggestedFilename(), records: parseCsv(text) };
}

test('Export CSV downloads every message, or those the search finds, with the header row', async ({ page }) => {
  await signIn(page, '/admin/messages-list');
  await expect(rows(page)).toHaveCount(10);
  const all = await listFromApi();
  const everything = await exportFrom(page);
  expect(everything.name).toMatch(/\.csv$/);
  expect(everything.records[0]).toEqual([...MESSAGES_CSV_COLUMNS]);
  expect(everything.records.slice(1).map((r) => Number(r[0]))).toEqual(all.map((m) => m.id));
  const newest = all[0] as ContactMessage;
  expect(everything.records[1]?.[MESSAGES_CSV_COLUMNS.indexOf('name')]).toBe(newest.name);
  expect(everything.records[1]?.[MESSAGES_CSV_COLUMNS.indexOf('message')]).toBe(newest.message);

  await page.getByRole('searchbox', { name: 'Search messages' }).fill(seededEmail(7));
  await expect(names(page)).toHaveText([seededName(7)]);
  const found = await exportFrom(page);
  expect(found.records.slice(1).map((r) => r[MESSAGES_CSV_COLUMNS.indexOf('email')])).toEqual([seededEmail(7)]);
});

test("the email alert's link (?message={id}) opens the screen with that message open, on its page, and reads it", async ({
  page,
}) => {
  const all = await listFromApi();
  const index = all.findIndex((m) => m.name === seededName(3));
  const target = all[index] as ContactMessage;
  const pageNumber = Math.floor(index / 10) + 1;
  expect(pageNumber).toBeGreaterThan(1);
  await signIn(page, `/admin/messages-list?message=${target.id}`);
  await expect(position(page)).toHaveText(`Page ${pageNumber} of ${Math.ceil(all.length / 10)}`);
  const row = rowOf(page, target.name);
  await expect(row.getByRole('button', { name: `Close message from ${target.name}` })).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByText(target.message)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Reply' })).toBeVisible();
  await expect.poll(() => readOf(target.id)).toBe(true);

  // Closing it keeps its page.
  await row.getByRole('button', { name: `Close message from ${target.name}` }).click();
  await expect(page).not.toHaveURL(/[?&]message=/);
  await expect(position(page)).toHaveText(`Page ${pageNumber} of ${Math.ceil(all.length / 10)}`);

  await page.goto('/admin/messages-list?message=999999');
  await expect(page.getByText('The message this link opens is no longer in the inbox.')).toBeVisible();
});

test("each message shows its email alert's state: sent, retrying with the next try, failed with the reason, none when off", async ({
  page,
}) => {
  const alert = (extra: Partial<MessageNotification>): MessageNotification => ({
    state: 'sent',
    attempts: 1,
    error: null,
    next_attempt_at: null,
    sent_at: null,
    ...extra,
  });
  const list = [
    message(4, { name: 'Sent One', notification: alert({ sent_at: '2024-01-01T00:05:00.000Z' }) }),
    message(3, {
      name: 'Retry One',
      notification: alert({ state: 'retrying', attempts: 2, error: '421 Busy', next_attempt_at: '2024-01-01T01:00:00.000Z' }),
    }),
    message(2, { name: 'Failed One', notification: alert({ state: 'failed', attempts: 9, error: '550 No such mailbox' }) }),
    message(1, { name: 'Quiet One', notification: null }),
  ];
  await page.route(LIST, (route) => servePage(route, list));
  await signIn(page, '/admin/messages-list');
  const time = (iso: string) => page.evaluate((t) => new Date(t).toLocaleString(), iso);
  await expect(rowOf(page, 'Sent One')).toContainText(`Email alert sent ${await time('2024-01-01T00:05:00.000Z')}`);
  await expect(rowOf(page, 'Retry One')).toContainText(
    `Email alert retrying — next try ${await time('2024-01-01T01:00:00.000Z')} (421 Busy)`,
  );
  await expect(rowOf(page, 'Failed One')).toContainText('Email alert failed: 550 No such mailbox');
  await expect(rowOf(page, 'Quiet One')).not.toContainText('Email alert');
});

test('at 390px the messages are stacked cards: nothing scrolls sideways, the buttons keep their size', async ({ page }) => {
  const long = `${'x'.repeat(400)} and ${'a very long message '.repeat(30)}`;
  await page.route(LIST, (route) =>
    servePage(route, [
      message(2, { message: long, name: 'Long Talker', email: `${'long'.repeat(20)}@example.com`, read: false }),
      message(1, { name: 'Short Note' }),
    ]),
  );
  await page.route(ONE, (route) => route.fulfill({ json: message(2, { read: true }) }));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/admin/messages-list');
  const region = page.getByRole('region', { name: 'Contact Messages' });
  await expect(region.getByText('Long Talker')).toBeVisible();
  const noSidewaysScroll = async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  };
  await noSidewaysScroll();
  await expect(page.getByRole('columnheader', { name: 'Email' })).not.toBeInViewport();

  // A card: the name above the address above the text, all within the screen.
  const row = rowOf(page, 'Long Talker');
  const [nameBox, emailBox, textBox] = await Promise.all(
    [nameCell(row), row.locator('td').nth(1), row.locator('td').nth(2)].map((cell) => cell.boundingBox()),
  );
  expect(emailBox!.y).toBeGreaterThan(nameBox!.y);
  expect(textBox!.y).toBeGreaterThan(emailBox!.y);
  expect(textBox!.x + textBox!.width).toBeLessThanOrEqual(390);

  for (const button of [
    page.getByRole('button', { name: 'Delete message from Long Talker' }),
    page.getByRole('button', { name: 'Open message from Long Talker' }),
  ]) {
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }

  await page.getByRole('button', { name: 'Open message from Long Talker' }).click();
  const reply = row.getByRole('link', { name: 'Reply' });
  await reply.scrollIntoViewIfNeeded();
  await expect(reply).toBeInViewport({ ratio: 1 });
  await noSidewaysScroll();
});
