// Services: the index of cards, a service page (hero, features with a star when there is no icon,
// the side menu of all services), and 'Service not found' with HTTP 404 for an unknown slug.
import { expect, test } from './fixtures';
import { withServices } from './content';
import { DEMO_COMPANY } from './pages';

withServices([
  {
    title: 'E2E Cleaning',
    slug: 'e2e-cleaning',
    tagline: 'Spotless, every day',
    description: 'Offices, clinics and schools, cleaned to a standard.',
    heroImage: '/favicon.svg',
    altText: 'A freshly cleaned office',
    heroBgColor: '#0b3d2e',
    heroTextColor: '#ffffff',
    features: [
      { title: 'Windows', description: 'Inside and out.', iconPath: '' },
      { title: 'Floors', description: 'Polished weekly.', iconPath: '/favicon.svg' },
    ],
  },
  { title: 'E2E Security', slug: 'e2e-security', tagline: 'Guarding and surveillance' },
]);

test('/services lists every service as a card linking to its page', async ({ page }) => {
  await page.goto('/services');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'E2E Cleaning' })).toHaveAttribute('href', '/services/e2e-cleaning');
  await expect(main.getByRole('link', { name: 'E2E Security' })).toHaveAttribute('href', '/services/e2e-security');
  await main.getByRole('link', { name: 'E2E Security' }).click();
  await expect(page).toHaveURL(/\/services\/e2e-security$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Security');
});

test('a service page shows its hero, its features and a menu of all services', async ({ page }) => {
  const response = await page.goto('/services/e2e-cleaning');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`E2E Cleaning · ${DEMO_COMPANY}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Cleaning');
  await expect(page.getByText('Spotless, every day')).toBeVisible();
  await expect(page.getByRole('img', { name: 'A freshly cleaned office' })).toBeVisible();

  const features = page.getByRole('list').filter({ hasText: 'Windows' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(['Windows', 'Floors']);
  await expect(features.getByRole('listitem').filter({ hasText: 'Windows' }).getByTestId('feature-star')).toBeVisible();
  await expect(features.getByRole('listitem').filter({ hasText: 'Floors' }).getByTestId('feature-star')).toHaveCount(0);

  const menu = page.getByRole('navigation', { name: 'All services' });
  await expect(menu.getByRole('link')).toHaveText(['E2E Cleaning', 'E2E Security']);
  await expect(menu.getByRole('link', { name: 'E2E Cleaning' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'E2E Security' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Security');
});

test('an unknown service answers 404 with "Service not found"', async ({ page }) => {
  const response = await page.goto('/services/no-such-service');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
  await expect(page.getByRole('navigation', { name: 'All services' }).getByRole('link')).toHaveCount(2);
});

test('the navbar and footer list the services', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E2E Security' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Services links' }).getByRole('link')).toHaveText([
    'E2E Cleaning',
    'E2E Security',
  ]);
});
