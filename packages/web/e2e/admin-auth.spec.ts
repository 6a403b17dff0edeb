// The admin area's foundation: its own bundle served for /login and /admin/*, login and
// its failures, the guard (no token, a rejected token), logout and a failed logout, the theme, the
// sidebar's links at desktop and phone widths. Login is throttled after 5 failures per username and
// per address in 15 minutes, so only one test fails a login for real, with a made-up username.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { freshSession, signIn, storeSession } from './admin-session';
import { expireToken } from './expire-token';
import { adminCredentials, adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { adminEntryScript, downloadsOf } from './page-loads';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

const storage = (page: Page) =>
  page.evaluate(() => ({ authToken: localStorage.getItem('authToken'), user: localStorage.getItem('user') }));

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
/** The screen's own title: a live preview beside it shows the public page, with an h1 of its own. */
const screenHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test('/login and /admin answer the admin shell, uncached, and render without errors', async ({ page, request }) => {
  for (const path of ['/login', '/admin', '/admin/services/anything']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain('id="admin-root"');
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("a wrong password shows the login form's own sentence and stores nothing", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody-e2e-wrong-login');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page)).toEqual({ authToken: null, user: null });
});

test("a throttled login shows the server's own sentence", async ({ page }) => {
  const detail = 'Too many failed login attempts. Please wait 15 minutes and try again.';
  await page.route('**/backend/auth/token/login', (route) => route.fulfill({ status: 429, json: { detail } }));
  await page.goto('/login');
  await page.getByLabel('Username').fill('anyone');
  await page.getByLabel('Password').fill('anything');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(detail)).toBeVisible();
});

test('logging in stores the token and user and lands on /admin with the sidebar', async ({ page }) => {
  const { username, password } = adminCredentials();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(sidebar(page).getByText('Dynamic Website Editor')).toBeVisible();
  await expect(screenHeading(page)).toHaveText('Home section editor');
  const stored = await storage(page);
  expect(stored.authToken).toMatch(/\S{20,}/);
  expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ username });
});

test('a signed-in admin who opens /login goes on to /admin', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(sidebar(page).getByText('Dynamic Website Editor')).toBeVisible();
});

test('without a token an admin route redirects to /login', async ({ page }) => {
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('a token the server rejects is forgotten and the admin lands on /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'garbage-token');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'ghost', email: 'ghost@example.com' }));
  });
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page)).toEqual({ authToken: null, user: null });
});

test('an expired token: the next call ends the session mid-edit, and the guard sends the admin to /login', async ({ page }) => {
  const session = await freshSession();
  const { token } = session;
  await storeSession(page, session);
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Hero', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Hero' });
  await dialog.getByLabel('Title', { exact: true }).fill('Never saved');

  expireToken(token);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(await storage(page)).toEqual({ authToken: null, user: null });
  // The server forgot the token too: it does not come back to life.
  const me = await fetch(`${baseUrl()}/backend/auth/users/me/`, { headers: { authorization: `Token ${token}` } });
  expect(me.status).toBe(401);
});

for (const width of [390, 1440]) {
  test(`an admin removed while signed in meets the sign-in screen on the next click, at ${width} px`, async ({ page }) => {
    const username = `e2e-removed-${Date.now()}-${width}`;
    const password = `Pw-${randomBytes(9).toString('hex')}`;
    const owner = authHeader(await adminToken());
    const made = await fetch(`${baseUrl()}/backend/auth/users/`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    await page.setViewportSize({ width, height: 900 });
    await storeSession(page, await freshSession({ username, password }), '/admin/home');
    await expect(screenHeading(page)).toHaveText('Home section editor');

    // Another admin removes them: their token goes with the account (the server then says "Invalid token.").
    expect((await fetch(`${baseUrl()}/backend/auth/users/${id}/`, { method: 'DELETE', headers: owner })).status).toBe(204);
    if (width < 900) await page.getByRole('button', { name: 'Open menu' }).click();
    // A page editor's loader waits for its data, so the 401 reaches the route's error screen.
    await sidebar(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await storage(page)).toEqual({ authToken: null, user: null });
    await page.screenshot({ path: test.info().outputPath(`signed-out-${width}.png`) });
  });
}

test('logging out clears the session and goes to /login; the token no longer works', async ({ page, request }) => {
  await signIn(page);
  const { authToken } = await storage(page);
  await sidebar(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page)).toEqual({ authToken: null, user: null });
  const me = await request.get('/backend/auth/users/me/', { headers: { authorization: `Token ${authToken}` } });
  expect(me.status()).toBe(401);
});

test('a failed logout keeps the session and says so', async ({ page }) => {
  await signIn(page);
  const before = await storage(page);
  await page.route('**/backend/auth/token/logout/', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
  await sidebar(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logout failed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await storage(page)).toEqual(before);
});

test('the theme toggle switches to dark and survives a reload', async ({ page }) => {
  await signIn(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

const SIDEBAR_LINKS = [
  { name: 'Dashboard', path: '/admin/dashboard', heading: 'Dashboard' },
  { name: 'Layouts', path: '/admin/layouts', heading: 'Navbar and footer editor' },
  { name: 'Home', path: '/admin/home', heading: 'Home section editor' },
  { name: 'About', path: '/admin/about', heading: 'About editor' },
  { name: 'Services', path: '/admin/services', heading: 'Services Manager' },
  { name: 'Projects', path: '/admin/projects', heading: 'Projects editor' },
  { name: 'Gallery', path: '/admin/gallery', heading: 'Gallery editor' },
  { name: 'Contact', path: '/admin/contact', heading: 'Contact editor' },
  { name: 'Drafts', path: '/admin/drafts', heading: 'Drafts' },
  { name: 'Messages', path: '/admin/messages-list', heading: 'Contact Messages' },
  { name: 'Image Upload', path: '/admin/image-upload', heading: 'Image Upload and Table View' },
  { name: 'Media Library', path: '/admin/media-library', heading: 'Media library' },
  { name: 'Create Admin', path: '/admin/create-admin', heading: 'Create Club Admin' },
];

test('every sidebar link opens its screen, marked as the current page', async ({ page }) => {
  await signIn(page);
  const nav = sidebar(page).getByRole('navigation', { name: 'Editor' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  for (const link of SIDEBAR_LINKS) {
    await nav.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(screenHeading(page)).toHaveText(link.heading);
    await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await nav.getByRole('link', { name: 'Visit Live Website' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the sidebar links are reachable and followed with the keyboard', async ({ page }) => {
  await signIn(page);
  const about = sidebar(page).getByRole('link', { name: 'About', exact: true });
  for (let i = 0; i < 10 && !(await about.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(about).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/about$/);
});

test('the per-service route and an unknown admin address have their screens', async ({ page }) => {
  await signIn(page, '/admin/services/deep-cleaning');
  await expect(screenHeading(page)).toHaveText('Services Manager');
  await expect(page.locator('#admin-main')).toContainText('deep-cleaning');
  await page.goto('/admin/no-such-editor');
  await expect(screenHeading(page)).toHaveText('404 Not Found');
  await expect(sidebar(page)).toBeAttached();
});

test('at 375px the sidebar is a drawer the menu toggle opens (focus moves in) and a link closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  const gallery = sidebar(page).getByRole('link', { name: 'Gallery', exact: true });
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expect(gallery).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(gallery).toBeVisible();
  // Focus moves into the drawer, and Escape gives it back to the toggle.
  await expect(sidebar(page).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(gallery).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await gallery.click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await expect(gallery).toBeHidden();
  await expect(screenHeading(page)).toHaveText('Gallery editor');
  // Nothing sticks out sideways at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the public home page downloads no admin code (nor the section schemas, nor zod)', async ({ page, request }) => {
  const adminEntry = await adminEntryScript(request);
  expect(adminEntry).toBeTruthy();
  const scripts = (await downloadsOf(page, '/')).filter((d) => d.type === 'script' || d.url.pathname.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.map((s) => s.url.pathname)).not.toContain(adminEntry);
  // The files, and the entry inside the page.
  const code = [
    ...(await Promise.all(scripts.map(async (s) => [s.url.pathname, await s.response.text()] as const))),
    ...(await page.locator('script:not([src])').allTextContents()).map((text) => ['inline script', text] as const),
  ];
  for (const [name, body] of code) {
    expect(body, name).not.toContain('Dynamic Website Editor');
    // Nor the section schemas and registry the editor imports (a section path only the registry holds),
    // nor zod (the contact form checks a message with the contract's plain rules).
    expect(body, name).not.toContain('home/featured-video');
    expect(body, name).not.toContain('ZodError');
  }
});
