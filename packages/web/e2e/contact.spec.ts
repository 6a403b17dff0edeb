// The contact page: the top block with its locations, the button down to the form, and the form's
// validation and mail draft.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withSection } from './content';

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

/** Records the mailto: link the form follows instead of letting the browser hand it to a mail app. */
async function captureMailto(page: Page): Promise<() => Promise<string | null>> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof HTMLAnchorElement ? event.target : null;
        if (link?.href.startsWith('mailto:')) {
          event.preventDefault();
          document.body.dataset.mailto = link.href;
        }
      },
      true,
    );
  });
  return () => page.evaluate(() => document.body.dataset.mailto ?? null);
}

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

test("the form checks its fields with the contact form's own sentences, word for word", async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all the fields.');
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
});

test('a valid message opens a mail draft to the contact2 address and clears the form', async ({ page }) => {
  await page.goto('/contact');
  const mailto = await captureMailto(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Message').fill('Please quote for\nweekly cleaning.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const href = await mailto();
  expect(href).not.toBeNull();
  const url = new URL(href!);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe('hello@example.com');
  expect(url.searchParams.get('subject')).toBe('Contact from Ada Lovelace');
  const body = url.searchParams.get('body');
  expect(body).toContain('Name: Ada Lovelace');
  expect(body).toContain('Email: ada@example.com');
  expect(body).toContain('Please quote for\nweekly cleaning.');

  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
});
