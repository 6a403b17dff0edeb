// Content edited through the API shows on the next load, in the server-rendered HTML itself.
import { expect, test } from './fixtures';
import { patchSection, putSection, readSection } from './content';

test('an about section edited with PATCH shows on the next load', async ({ page }) => {
  const original = await readSection<{ title: string }>('about/about1');
  const title = `Edited in a browser test ${Date.now()}`;
  try {
    await patchSection('about/about1', { title });
    await page.goto('/about');
    await expect(page.locator('#about1 h2')).toHaveText(title);
  } finally {
    await putSection('about/about1', original);
  }
});

test('the home hero title is in the HTML before any script runs', async ({ request, browser, baseURL }) => {
  const original = await readSection<{ title: string }>('home/hero');
  const title = original.title || `Facility services that just work ${Date.now()}`;
  try {
    if (!original.title) await patchSection('home/hero', { title });
    const html = await (await request.get('/')).text();
    const app = html.slice(html.indexOf('<div id="root">'));
    expect(app).toContain(title);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByText(title).first()).toBeVisible();
    await context.close();
  } finally {
    await putSection('home/hero', original);
  }
});
