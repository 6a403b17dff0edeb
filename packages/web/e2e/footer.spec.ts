// The footer: three link columns, social links in a new tab, the copyright line and the
// "A Concern of" banner.
import { expect, test } from './fixtures';
import { withSection } from './content';

withSection('layout/footer', {
  copyText: '© 2025 E2E Facilities Ltd. All rights reserved.',
  socials: [{ link: 'https://social.example.com/e2e', icon: '/favicon.svg', name: 'Example Social' }],
});
withSection('layout/navbar', { groupName: 'E2E Holdings' });

test('three link columns: company, about and one link per service', async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const company = footer.getByRole('navigation', { name: 'Company links' });
  for (const [name, href] of [
    ['Homepage', '/'],
    ['Our Projects', '/projects'],
    ['Gallery of Stunning Images', '/gallery'],
    ['Contact Us', '/contact'],
  ] as const) {
    await expect(company.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const about = footer.getByRole('navigation', { name: 'About links' });
  await expect(about.getByRole('link')).toHaveCount(4);
  for (const href of ['/about/company-profile', '/about/message', '/about/story', '/about/team']) {
    await expect(about.locator(`a[href="${href}"]`)).toBeVisible();
  }
  const slugs = (await (await request.get('/backend/api/get-service-slugs/')).json()) as { title: string; slug: string }[];
  const services = footer.getByRole('navigation', { name: 'Services links' });
  await expect(services.getByRole('link')).toHaveCount(slugs.length);
  for (const { slug } of slugs) await expect(services.locator(`a[href="/services/${slug}"]`)).toBeVisible();
});

test('social links open in a new tab; the copyright line and the group banner show', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const social = footer.getByRole('link', { name: 'Example Social (opens in a new tab)' });
  await expect(social).toHaveAttribute('href', 'https://social.example.com/e2e');
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(social).toHaveAttribute('rel', /noopener/);
  await expect(footer).toContainText('© 2025 E2E Facilities Ltd. All rights reserved.');
  await expect(footer).toContainText('A Concern of E2E Holdings');
});

test('footer links navigate inside the app', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery of Stunning Images' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
