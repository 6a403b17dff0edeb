// The failure screens: the Not Found page with HTTP 404 and the JSON 404 of an unknown API route. The
// route error screen is the server's (no router runs in the browser): src/entry-server.test.tsx.
import { expect, test } from './fixtures';
import { DEMO_COMPANY } from './pages';

test('an unknown route answers 404 with the Not Found page inside the site layout', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  // One heading in words (not "404" twice), a sentence, and the ways on: home and contact.
  await expect(page.getByRole('main').getByRole('heading')).toHaveText(['Page not found']);
  await expect(page.getByText('Sorry, there is no page at this address.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(`Page not found · ${DEMO_COMPANY}`);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API route keeps its JSON 404', async ({ request }) => {
  const response = await request.get('/backend/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'There is no API route GET /backend/api/no-such-thing.' });
});
