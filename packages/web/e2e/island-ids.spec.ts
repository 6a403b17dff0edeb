// Ids in a page with several islands, once the browser has hydrated them and they have drawn
// something new: an editor-built page with two contact forms, each sent empty, so that each marks its
// fields missing. Every id in the page is its own, and each field's description is in its own form.
import { newBlock } from '../src/admin/custom-pages/page-blocks';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { islandReady } from './islands';

const SLUG = 'two-contact-forms';
const FORM = 'shared/ContactForm';

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}/backend/api/${path}`, {
    method,
    headers: { ...authHeader(await adminToken()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

test.beforeAll(async () => {
  const form = (title: string) => ({
    ...newBlock('contact/contact2'),
    data: { ...(newBlock('contact/contact2').data as object), title },
  });
  await api('DELETE', `custom-pages/${SLUG}`);
  const created = await api('POST', 'custom-pages/', {
    slug: SLUG,
    title: 'Two forms',
    blocks: [form('Sales'), form('Support')],
  });
  expect(created.status, await created.clone().text()).toBe(201);
  expect((await api('POST', `drafts/custom-pages/${SLUG}/publish`)).status).toBe(200);
});
test.afterAll(async () => {
  await api('DELETE', `custom-pages/${SLUG}`);
});

test('two contact forms on one page, each marking its missing fields, share no id', async ({ page }) => {
  await page.goto(`/${SLUG}`);
  const forms = page.getByRole('form', { name: 'Contact form' });
  await expect(forms).toHaveCount(2);
  for (const nth of [0, 1]) {
    await islandReady(page, FORM, nth);
    await forms.nth(nth).getByRole('button', { name: 'Send Message' }).click();
    await expect(forms.nth(nth).getByRole('status')).toHaveText('Please fill in all the fields.');
  }
  const { duplicates, described } = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const fields = [...document.querySelectorAll('form [aria-describedby]')];
    return {
      duplicates: ids.filter((id, index) => ids.indexOf(id) !== index),
      described: fields.map((field) => {
        const description = document.getElementById(field.getAttribute('aria-describedby')!);
        return { field: field.id, inOwnForm: description !== null && description.closest('form') === field.closest('form') };
      }),
    };
  });
  expect(duplicates).toEqual([]);
  // Name, email and message in each form, each described by its own form's mark.
  expect(described).toHaveLength(6);
  expect(described.filter((field) => !field.inOwnForm)).toEqual([]);
});
