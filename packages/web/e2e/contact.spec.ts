// The contact page: the top block with its locations, the button down to the form, and the form,
// which sends to the inbox like the home page's (checks, success, failures, honeypot) with a mailto:
// link below it.
import type { Page } from '@playwright/test';
import type { ContactMessage } from '@site/contracts';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { withSection } from './content';
import { holdIslandRuntime, islandReady } from './islands';

withSection('contact/contact1', {
  header: 'Get In Touch',
  buttonText: 'Write to us',
  buttonLink: '#contact-form',
  email: 'desk@example.com',
  phone: '+44 20 7946 0000',
  locations: [
    {
      imgSrc: '/favicon.svg',
      country: 'Germany',
      address: '101 Unter den Linden, Berlin',
      phone: '+49 30 000000',
      maplink: 'https://maps.example.com/berlin',
    },
  ],
});
withSection('contact/contact2', {
  title: 'Send us a message',
  email: 'hello@example.com',
  phoneNumbers: ['+44 20 7946 0001'],
  addresses: [{ heading: 'Head office', details: '1 High Street\nLondon' }],
});

test('the top block shows email, phone and each location', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'desk@example.com' }).first()).toHaveAttribute('href', 'mailto:desk@example.com');
  await expect(page.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
  const location = page.getByRole('list', { name: 'Our locations' }).getByRole('listitem');
  await expect(location.getByRole('img', { name: 'Germany' })).toBeVisible();
  await expect(location).toContainText('101 Unter den Linden, Berlin');
  await expect(location.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', 'https://maps.example.com/berlin');
});

test('the button scrolls to the form block', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/contact');
  await page.getByRole('link', { name: 'Write to us' }).click();
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeInViewport();
});

test('the side card lists phone numbers, email and addresses', async ({ page }) => {
  await page.goto('/contact');
  const card = page.getByRole('complementary', { name: 'Contact details' });
  await expect(card.getByRole('link', { name: '+44 20 7946 0001' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'hello@example.com' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Head office' })).toBeVisible();
  await expect(card).toContainText('1 High Street');
});

const CONTACT_API = '**/backend/api/contact-messages/';
/** The contact page with its form hydrated (the form's island waits to be seen). */
async function gotoForm(page: Page): Promise<void> {
  await page.goto('/contact');
  await islandReady(page, 'shared/ContactForm');
}
const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const status = (page: Page) => form(page).getByRole('status');
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' }).click();
async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await form(page).getByLabel('Name', { exact: true }).fill(values.name);
  await form(page).getByLabel('Email', { exact: true }).fill(values.email);
  await form(page).getByLabel('Message', { exact: true }).fill(values.message);
}

async function storedMessages(): Promise<ContactMessage[]> {
  const response = await fetch(`${baseUrl()}/backend/api/contact-messages/`, { headers: authHeader(await adminToken()) });
  expect(response.ok).toBe(true);
  return (await response.json()) as ContactMessage[];
}

test("the form checks its fields with the contact form's own sentences, word for word, before sending", async ({ page }) => {
  let posted = false;
  await page.route(CONTACT_API, (route) => {
    posted = true;
    return route.abort();
  });
  await gotoForm(page);
  await send(page);
  await expect(status(page)).toHaveText('Please fill in all the fields.');
  await fill(page, { name: 'Ada', email: 'ada@example', message: 'Hello' });
  await send(page);
  await expect(status(page)).toHaveText('Please enter a valid email address.');
  expect(posted).toBe(false);
});

test('a valid message is sent to the inbox, the form clears, and the message is in the admin list', async ({ page }) => {
  await gotoForm(page);
  const text = `Please quote for\nweekly cleaning (${Date.now()}).`;
  await fill(page, { name: 'Ada Lovelace', email: 'ada@example.com', message: text });
  const posted = page.waitForRequest(CONTACT_API);
  await send(page);
  expect((await posted).postDataJSON()).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: text,
    website: '',
    page: '/contact',
  });
  await expect(status(page)).toHaveText('Message sent successfully!');
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(form(page).getByLabel('Message', { exact: true })).toHaveValue('');

  const stored = (await storedMessages()).find((m) => m.message === text);
  expect(stored).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
  // The email alert's link opens it in the inbox: unread until then, its whole text shown.
  expect(stored?.read).toBe(false);
  await signIn(page, `/admin/messages-list?message=${stored?.id}`);
  const row = page.locator(`tbody tr[data-message-id="${stored?.id}"]`);
  await expect(row.getByRole('button', { name: 'Close message from Ada Lovelace' })).toHaveAttribute('aria-expanded', 'true');
  await expect(row.locator('td').nth(2).locator('p')).toHaveText(text, { useInnerText: true });
});

test('a message sent before the form is live is held, not sent by the browser, then sent as typed', async ({ page }) => {
  // The islands' runtime is held back: the form is the server's HTML, with no handler of its own yet.
  const release = await holdIslandRuntime(page);
  const posted: unknown[] = [];
  await page.route(CONTACT_API, (route) => {
    posted.push(route.request().postDataJSON());
    return route.fulfill({ status: 201, json: { ok: true } });
  });
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'started');
  await fill(page, { name: 'Early Bird', email: 'early@example.com', message: 'Typed before the script came.' });
  await send(page);
  // The browser's own GET would have put the message into the address.
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('message=');
  expect(posted).toEqual([]);
  await expect(page.locator('[data-island="shared/ContactForm"]')).not.toHaveAttribute('data-island-hydrated', '');

  release();
  await expect(status(page)).toHaveText('Message sent successfully!');
  expect(posted).toEqual([
    { name: 'Early Bird', email: 'early@example.com', message: 'Typed before the script came.', website: '', page: '/contact' },
  ]);
  expect(page.url()).not.toContain('message=');
});

test("a failed send keeps the fields and says why, in the home form's words", async ({ page }) => {
  const values = { name: 'Bo', email: 'bo@example.com', message: 'Hi there' };
  await gotoForm(page);
  await fill(page, values);

  await page.route(CONTACT_API, (route) => route.fulfill({ status: 500, body: 'oops' }));
  await send(page);
  await expect(status(page)).toHaveText('Server error, please try again later.');

  await page.unroute(CONTACT_API);
  await page.route(CONTACT_API, (route) => route.fulfill({ status: 429, json: { ok: false, error: 'Too many messages.' } }));
  await send(page);
  await expect(status(page)).toHaveText('Error: Too many messages.');

  await page.unroute(CONTACT_API);
  await page.route(CONTACT_API, (route) => route.abort());
  await send(page);
  await expect(status(page)).toHaveText('Failed to fetch');
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue(values.name);
  await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue(values.email);
  await expect(form(page).getByLabel('Message', { exact: true })).toHaveValue(values.message);
});

test('a filled honeypot is sent, told it succeeded, and stored nowhere', async ({ page }) => {
  await gotoForm(page);
  const honeypot = form(page).locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).not.toBeInViewport();
  const text = `Cheap pills (${Date.now()})`;
  await fill(page, { name: 'Bot', email: 'bot@example.com', message: text });
  await honeypot.fill('https://spam.example', { force: true });
  const posted = page.waitForRequest(CONTACT_API);
  await send(page);
  expect((await posted).postDataJSON()).toMatchObject({ message: text, website: 'https://spam.example' });
  await expect(status(page)).toHaveText('Message sent successfully!');
  expect((await storedMessages()).map((m) => m.message)).not.toContain(text);
});

test('below the form, a plain mailto: link keeps the mail program as a way to write', async ({ page }) => {
  await gotoForm(page);
  const link = page.getByRole('link', { name: 'Or write to hello@example.com' });
  await expect(link).toHaveAttribute('href', 'mailto:hello@example.com');
  const formBox = await form(page).boundingBox();
  const linkBox = await link.boundingBox();
  expect(linkBox?.y ?? 0).toBeGreaterThan((formBox?.y ?? Infinity) + (formBox?.height ?? 0) - 1);
});
