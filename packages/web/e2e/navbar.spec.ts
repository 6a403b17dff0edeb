// The navbar: sticky, both logos, dropdowns (hover, click, click again, one at a time, keyboard),
// colours from the navbar document, and the toggle on a phone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withSection, withSettings } from './content';

withSettings({ site_name: 'E2E Company' });
withSection('layout/navbar', {
  logo: '/favicon.svg',
  logo2: '/favicon.svg',
  logo2Alt: 'E2E Sister website',
  logo2Link: 'https://sister.example.com/',
  groupName: 'E2E Group',
  bgColor: '#102030',
  textColor: '#ffffff',
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('on a desktop', () => {
  test('the header is sticky and painted in the navbar colours', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgb(16, 32, 48)');
    await expect(header).toHaveCSS('position', 'sticky');
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  });

  test("both logos show, the first read as the company's home page; the second opens the sister company in a new tab", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'E2E Company home page', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    const sister = page.getByRole('link', { name: 'E2E Sister website (opens in a new tab)' });
    await expect(sister).toHaveAttribute('href', 'https://sister.example.com/');
    await expect(sister).toHaveAttribute('target', '_blank');
    await expect(sister).toHaveAttribute('rel', /noopener/);
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const about = nav(page).getByRole('button', { name: 'About' });
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Company Profile' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Company Profile' })).toBeHidden();
  });

  test('a click opens a dropdown, a second click closes it, and only one is open at a time', async ({ page }) => {
    await page.goto('/');
    const about = nav(page).getByRole('button', { name: 'About' });
    const services = nav(page).getByRole('button', { name: 'Services' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    // A click pins it: it stays open when the pointer moves away.
    await page.mouse.move(5, 600);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'All Services' })).toBeHidden();
  });

  test('a click elsewhere closes the open dropdown', async ({ page }) => {
    await page.goto('/');
    const about = nav(page).getByRole('button', { name: 'About' });
    await about.click();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns work from the keyboard and Escape closes them', async ({ page }) => {
    await page.goto('/');
    const about = nav(page).getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav(page).getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Company Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/company-profile$/);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test("the items are the site's pages, with one services entry per service", async ({ page, request }) => {
    await page.goto('/');
    for (const name of ['Home', 'Projects', 'Gallery', 'Contact']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav(page).getByRole('button', { name: 'About' }).click();
    const aboutEntries = [
      ['About Us', '/about'],
      ['Company Profile', '/about/company-profile'],
      ["Chairman's Message", '/about/message'],
      ['Mission, Vision and Story', '/about/story'],
      ['Team', '/about/team'],
    ] as const;
    for (const [name, href] of aboutEntries)
      await expect(nav(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    await nav(page).getByRole('button', { name: 'Services' }).click();
    const slugs = (await (await request.get('/backend/api/get-service-slugs/')).json()) as { title: string; slug: string }[];
    const menu = nav(page).locator('ul ul').nth(1);
    await expect(menu.getByRole('link')).toHaveCount(slugs.length + 1);
    for (const { slug } of slugs) await expect(menu.locator(`a[href="/services/${slug}"]`)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a toggle button shows and hides the list', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(nav(page)).toBeHidden();
    await toggle.click();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav(page)).toBeHidden();
  });

  test('dropdowns expand in the list, and following a link closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByRole('button', { name: 'About' }).click();
    await nav(page).getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/about\/team$/);
    await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the open menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

// The open phone menu is a panel over a backdrop that dims the page: a tap on the backdrop or Escape
// closes it, focus goes into the menu and back to the toggle, and the page behind does not scroll.
test.describe('the phone menu over the page (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const backdrop = (page: Page) => page.locator('[data-menu-backdrop]');

  test('opening the menu shows a backdrop over the rest of the window, focus in the menu, the page not scrolling', async ({
    page,
  }, info) => {
    await page.goto('/');
    await expect(backdrop(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    await expect(nav(page).getByRole('link').first()).toBeFocused();
    await expect(backdrop(page)).toBeVisible();
    // From the bottom of the header to the bottom of the window, across it.
    const header = (await page.locator('header[data-navbar]').boundingBox())!;
    const box = (await backdrop(page).boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(0);
    expect(box.width).toBeGreaterThanOrEqual(390);
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(box.y + box.height).toBeGreaterThanOrEqual(844);
    // The panel is drawn over the backdrop, solid and with a shadow.
    const panel = await nav(page).evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        shadow: style.boxShadow,
        onTop: element.contains(document.elementFromPoint(box.left + 5, box.bottom - 5)),
      };
    });
    expect(panel.shadow).not.toBe('none');
    expect(panel.onTop).toBe(true);
    // The page behind stays where it is (a wheel over the backdrop, two frames to act).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await page.mouse.move(195, 800);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: info.outputPath('navbar-phone-menu-backdrop-390.png') });
  });

  test('a tap on the backdrop closes the menu, gives focus back to the toggle and follows nothing under it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(backdrop(page)).toBeVisible();
    await page.mouse.click(195, 820);
    await expect(nav(page)).toBeHidden();
    await expect(backdrop(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    // The wheel scrolls the page again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('Escape closes the menu and its backdrop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(backdrop(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(backdrop(page)).toBeHidden();
    await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('the menu on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the list is in the bar, with no toggle and no backdrop, and the page scrolls', async ({ page }, info) => {
    await page.goto('/');
    await expect(nav(page)).toBeVisible();
    await expect(page.locator('[data-menu-toggle]')).toBeHidden();
    await expect(page.locator('[data-menu-backdrop]')).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.screenshot({ path: info.outputPath('navbar-desktop-1440.png') });
  });
});
