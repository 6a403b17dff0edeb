// The about area: sections with anchors, the side menu, the stats rows, the FAQ (after the team,
// only with questions), the rich text (last, only with text), the sub-pages, and the loading and
// failure texts of a browser navigation.
import { expect, test } from './fixtures';
import { patchSection, putSection, readSection, withSection } from './content';

withSection('about/about1', { buttonLabel: 'Meet the team', buttonLink: '/about#team' });
withSection('about/about2', {
  title: 'Our story so far',
  stats: [
    { title: 'Mission', description: 'Spotless buildings' },
    { title: 'Vision', description: 'Safe workplaces' },
    { title: 'Goals', description: 'Happy tenants' },
    { title: 'Values', description: 'Care' },
  ],
});

test('/about shows the four sections in order, each at its anchor', async ({ page }) => {
  await page.goto('/about');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.slice(0, 4)).toEqual(['about1', 'message', 'about2', 'team']);
});

test('the side menu links to the anchors with their menu labels', async ({ page }) => {
  await page.goto('/about');
  const menu = page.getByRole('navigation', { name: 'About sections' });
  for (const [name, anchor] of [
    ['About Us', '#about1'],
    ["Chairman's Message", '#message'],
    ['Mission, Vision & Story', '#about2'],
    ['Our Team', '#team'],
  ] as const) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', anchor);
  }
  await menu.getByRole('link', { name: 'Our Team' }).click();
  await expect(page).toHaveURL(/\/about#team$/);
  await expect(page.locator('#team')).toBeInViewport();
});

test('opening /about#team scrolls to the team, also after a browser navigation', async ({ page }) => {
  await page.goto('/about#team');
  await expect(page.locator('#team h2')).toBeInViewport();
  // A content link to an anchor of another page loads that page, and the browser scrolls to the anchor.
  await page.goto('/about/company-profile');
  await page.getByRole('link', { name: 'Meet the team' }).click();
  await expect(page).toHaveURL(/\/about#team$/);
  await expect(page.locator('#team h2')).toBeInViewport();
});

test('about2 puts its first two stats in the first row and the rest in a second', async ({ page }) => {
  await page.goto('/about/story');
  const rows = page.locator('#about2 dl');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('dt')).toHaveText(['Mission', 'Vision']);
  await expect(rows.nth(1).locator('dt')).toHaveText(['Goals', 'Values']);
});

test('the FAQ shows after the team, as an accordion, only when it has questions', async ({ page }) => {
  const original = await readSection<{ faqs: unknown[] }>('about/faq');
  try {
    await patchSection('about/faq', { faqs: [] });
    await page.goto('/about');
    await expect(page.locator('#faq')).toHaveCount(0);

    await patchSection('about/faq', { faqs: [{ question: 'Do you work weekends?', answer: 'Yes, every day of the year.' }] });
    await page.goto('/about');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.indexOf('faq')).toBe(ids.indexOf('team') + 1);
    const answer = page.getByText('Yes, every day of the year.');
    await expect(answer).toBeHidden();
    await page.getByText('Do you work weekends?').click();
    await expect(answer).toBeVisible();
  } finally {
    await putSection('about/faq', original);
  }
});

test('the rich text shows last, drawn as elements: lists, bold, italic and links, never HTML', async ({ page }) => {
  const original = await readSection<object>('about/rich-text');
  const span = (text: string, marks?: object[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
  try {
    await patchSection('about/rich-text', { body: { type: 'doc', content: [{ type: 'paragraph' }] } });
    await page.goto('/about');
    await expect(page.locator('#rich-text')).toHaveCount(0);

    await patchSection('about/rich-text', {
      heading: 'How we work',
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              span('Plain, '),
              span('bold', [{ type: 'bold' }]),
              span(' and '),
              span('<i>not markup</i>', [{ type: 'italic' }]),
            ],
          },
          {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [span('First point')] }] }],
          },
          { type: 'paragraph', content: [span('Write to us', [{ type: 'link', attrs: { href: '/contact' } }])] },
        ],
      },
    });
    await page.goto('/about');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.at(-1)).toBe('rich-text');
    const section = page.locator('#rich-text');
    await expect(section.getByRole('heading', { name: 'How we work' })).toBeVisible();
    await expect(section.locator('strong')).toHaveText('bold');
    await expect(section.locator('em')).toHaveText('<i>not markup</i>');
    await expect(section.locator('i')).toHaveCount(0);
    await expect(section.getByRole('listitem')).toHaveText('First point');
    await section.getByRole('link', { name: 'Write to us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  } finally {
    await putSection('about/rich-text', original);
  }
});

test('each about sub-page shows its one section', async ({ page }) => {
  for (const [path, id] of [
    ['/about/company-profile', 'about1'],
    ['/about/message', 'message'],
    ['/about/story', 'about2'],
    ['/about/team', 'team'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main section[id]')).toHaveCount(1);
    await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'About sections' }).locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      path,
    );
  }
});

test('a footer link loads the page as a new document, with its content already in the HTML', async ({ page }) => {
  await page.goto('/contact');
  const contentReads: string[] = [];
  page.on('request', (request) => request.url().includes('/backend/api/') && contentReads.push(request.url()));
  await page.evaluate(() => ((window as { previousDocument?: boolean }).previousDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/about\/team$/);
  await expect(page.locator('#team h2')).toBeVisible();
  expect(await page.evaluate(() => (window as { previousDocument?: boolean }).previousDocument)).toBeUndefined();
  // No router in the browser: the page's content came with its HTML, not from the content API.
  expect(contentReads).toEqual([]);
});

test('on a phone, a block taller than the screen is revealed as soon as its top enters', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/about');
  const text = page.locator('#message .animate-on-scroll').filter({ hasText: /\w/ }).first();
  // The page's behaviours have started, so the reveal has had its first look.
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'started');
  await expect(text).not.toHaveClass(/\bvisible\b/);
  const box = await text.boundingBox();
  expect(box?.height).toBeGreaterThan(600);
  // Its top 100px into the screen: most of it is still below.
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), (box?.y ?? 0) - 500);
  await expect(text).toHaveClass(/\bvisible\b/);
  await expect(text).toHaveCSS('opacity', '1');
});
