// Projects: a grid of projects linking out, long descriptions clamped with Read More / Read Less,
// and a link to the page that brings it whole, with no loading state.
import { expect, test } from './fixtures';
import { withSection } from './content';
import { linkColour } from './link-colour';

const LONG =
  'We refurbished the whole reception area of a twelve-storey office tower, with new lighting, access control and a concierge desk, while the building stayed open.';

withSection('projects', {
  title: 'Projects we are proud of',
  buttonText: 'View Project',
  items: [
    { id: 1, title: 'Tower reception', description: LONG, imageUrl: '/favicon.svg', link: 'https://projects.example.com/tower' },
    { id: 2, title: 'Clinic cleaning', description: 'Daily cleaning of a clinic.', imageUrl: '', link: '/contact' },
  ],
});

test('a description over 100 characters is clamped and toggles with Read More / Read Less', async ({ page }) => {
  await page.goto('/projects');
  const long = page.getByRole('listitem').filter({ hasText: 'Tower reception' });
  const description = long.getByText(LONG);
  const clampedHeight = (await description.boundingBox())!.height;
  await long.getByRole('button', { name: 'Read More' }).click();
  await expect(long.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await description.boundingBox())!.height).toBeGreaterThan(clampedHeight);
  await long.getByRole('button', { name: 'Read Less' }).click();
  await expect(long.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');

  // Drawn in the site's link colour (the accent as text), like the other text links. The pointer
  // that clicked it is moved away first: whether it is still over the button once the text has
  // folded depends on the layout, and hovered the button is darker.
  await page.mouse.move(0, 0);
  const toggle = long.getByRole('button', { name: 'Read More' });
  expect(await toggle.evaluate((el) => getComputedStyle(el).color)).toBe(await linkColour(toggle));

  const short = page.getByRole('listitem').filter({ hasText: 'Clinic cleaning' });
  await expect(short.getByRole('button')).toHaveCount(0);
});

test('projects link out: other sites in a new tab, site pages in place', async ({ page }) => {
  await page.goto('/projects');
  const external = page
    .getByRole('listitem')
    .filter({ hasText: 'Tower reception' })
    .getByRole('link', { name: /View Project/ });
  await expect(external).toHaveAttribute('href', 'https://projects.example.com/tower');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  const internal = page.getByRole('listitem').filter({ hasText: 'Clinic cleaning' }).getByRole('link', { name: 'View Project' });
  await expect(internal).toHaveAttribute('href', '/contact');
});

test('the navbar link loads the projects page as a new document, its projects already in the HTML', async ({ page }) => {
  await page.goto('/gallery');
  const contentReads: string[] = [];
  page.on('request', (request) => request.url().includes('/backend/api/') && contentReads.push(request.url()));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects we are proud of');
  // No router in the browser, so no loading state: the page's content came with its HTML.
  expect(contentReads).toEqual([]);
});
