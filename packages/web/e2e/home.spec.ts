// The home page in a real browser against the real server: section order, side menu, carousel,
// cards, flip cards, logo strips, news slider, scroll reveal and the contact form. Sections whose
// behaviour needs a given shape get that content through the admin API for their describe block,
// and it is put back afterwards.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { SectionData } from '@site/contracts';
import { withSection } from './content';
import { flipCards, image, LONG_TEXT } from './home-content';
import { carouselLive, holdCarouselScript } from './carousel';
import { islandReady } from './islands';
import { linkColour } from './link-colour';
import { adminToken, authHeader, expect, test } from './fixtures';

const thumbs = (page: Page) => page.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
const currentSlide = (page: Page) =>
  thumbs(page).evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
/**
 * Opens the home page and waits until the carousel's script runs (its listeners are attached, once
 * the page has loaded and the browser is idle), so that no click lands on the inert server-rendered markup.
 */
async function gotoHome(page: Page): Promise<void> {
  await page.goto('/');
  await carouselLive(page);
}
/** Somewhere on the page that is not the carousel, for the mouse to rest. */
const moveMouseAway = (page: Page) => page.mouse.move(5, 895);

test.describe('page structure', () => {
  withSection<SectionData<'navbar'>>('layout/navbar', { groupName: 'JG Group' });
  withSection<SectionData<'hero'>>('home/hero', { title: 'We keep buildings running' });

  test("shows every section in the page's order with its anchor id, and hydrates cleanly", async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const video = (await (await request.get('/backend/api/home/featured-video')).json()) as SectionData<'featuredVideo'>;
    await gotoHome(page);
    const expected = ['carousel', 'banner', 'hero', 'cards', 'services', 'statistics', 'grid-cards'];
    if (video.videoSrc) expected.push('featured-video');
    expected.push('why-us', 'our-clients', 'news', 'associates', 'contact', 'location');
    const ids = await page.locator('section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.filter((id) => expected.includes(id) || id === 'featured-video')).toEqual(expected);
    await expect(page.locator('#banner')).toHaveText('A Concern of JG Group');
    await expect(page.locator('h1')).toHaveText(['We keep buildings running']);
    expect(errors).toEqual([]);
  });

  test('the side menu links the eight sections with their menu labels', async ({ page }) => {
    await gotoHome(page);
    const menu = page.getByRole('navigation', { name: 'Home page sections' });
    const links = menu.getByRole('link');
    await expect(links).toHaveText(['Home', 'Services', 'Why Us', 'Clients', 'News', 'Contact', 'Statistics', 'Location']);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['#hero', '#services', '#why-us', '#our-clients', '#news', '#contact', '#statistics', '#location']);
    await links.filter({ hasText: 'Contact' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the side menu floats on wide screens and stays in the flow on a phone', async ({ page }) => {
    await gotoHome(page);
    const menu = page.getByRole('navigation', { name: 'Home page sections' });
    await expect(menu).toHaveCSS('position', 'fixed');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(menu).toHaveCSS('position', 'static');
  });
});

test.describe('featured video', () => {
  withSection<SectionData<'featuredVideo'>>('home/featured-video', { title: 'Our film', videoSrc: '/favicon.svg' });

  test('shows after the grid cards when it has a video', async ({ page }) => {
    await gotoHome(page);
    await expect(page.locator('#grid-cards + #featured-video + #why-us')).toHaveCount(1);
    await expect(page.locator('#featured-video iframe')).toHaveAttribute('title', 'Our film');
  });
});

test.describe('carousel', () => {
  withSection<SectionData<'carousel'>>('home/carousel', { images: [image(1), image(2), image(3), image(4)] });

  test('is server-rendered with the first image as the main one; without JavaScript, without the controls that need it', async ({
    browser,
    baseURL,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1440, height: 900 } });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/');
    const first = staticPage.getByAltText('Carousel image 1');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toBeVisible();
    // The other slides' pictures are hidden until the carousel runs, and come with it.
    for (const n of [2, 3, 4]) await expect(staticPage.getByAltText(`Carousel image ${n}`)).toBeHidden();
    // Nothing could move the slides: no buttons or thumbnails that would do nothing.
    await expect(staticPage.getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expect(staticPage.getByRole('button', { name: 'Previous slide' })).toBeHidden();
    await expect(staticPage.getByRole('group', { name: 'Choose a slide' })).toBeHidden();
    await noScript.close();
  });

  test('does not move the page when its script runs', async ({ page }) => {
    const release = await holdCarouselScript(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(thumbs(page)).toHaveCount(4);
    const before = await page.locator('#hero').boundingBox();
    release();
    await carouselLive(page);
    await expect(thumbs(page).locator('img:visible')).toHaveCount(4);
    expect(await page.locator('#hero').boundingBox()).toEqual(before);
    await expect(page.locator('#carousel [aria-roledescription="slide"]').first()).toHaveCSS('height', '450px');
  });

  test('advances on its own every 3 seconds with a fade', async ({ page }) => {
    await gotoHome(page);
    await moveMouseAway(page);
    // Two consecutive changes of the current thumbnail, timed in the page.
    const interval = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const changes: number[] = [];
          const group = document.querySelector('[aria-label="Choose a slide"]')!;
          new MutationObserver(() => {
            const now = performance.now();
            if (changes.length === 0 || now - changes[changes.length - 1]! > 200) changes.push(now);
            if (changes.length === 2) resolve(changes[1]! - changes[0]!);
          }).observe(group, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
        }),
    );
    expect(interval).toBeGreaterThan(2700);
    expect(interval).toBeLessThan(3600);
    const shown = await currentSlide(page);
    await expect(page.locator('#carousel [aria-roledescription="slide"]').nth(shown)).toHaveCSS('opacity', '1');
  });

  test('does not advance while hovered', async ({ page }) => {
    // The page's clock is the test's: "no change for longer than the autoplay delay" needs that time
    // to pass, and a driven clock makes it pass at once.
    await page.clock.install();
    await gotoHome(page);
    await page.locator('#carousel').hover();
    const before = await currentSlide(page);
    await page.clock.runFor(4500);
    expect(await currentSlide(page)).toBe(before);
    await moveMouseAway(page);
    await page.clock.runFor(4500);
    await expect.poll(() => currentSlide(page), { timeout: 5000 }).not.toBe(before);
  });

  test('previous, next, thumbnails and arrow keys choose the slide', async ({ page }) => {
    await gotoHome(page);
    const slides = page.locator('#carousel [aria-roledescription="slide"]');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1)).toHaveCSS('opacity', '1');
    await expect(slides.nth(0)).toHaveCSS('opacity', '0');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(thumbs(page).nth(3)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(thumbs(page).nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByAltText('Carousel image 3')).toBeInViewport();
    await page.getByRole('button', { name: 'Go to slide 3' }).press('ArrowRight');
    await expect(thumbs(page).nth(3)).toHaveAttribute('aria-current', 'true');
  });

  test('a mouse swipe across the slide moves to the next one and back', async ({ page }) => {
    await gotoHome(page);
    const box = (await page.locator('#carousel [aria-roledescription="slide"]').first().boundingBox())!;
    const y = box.y + box.height / 3;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 6 });
      await page.mouse.up();
    };
    // The pointer on the carousel pauses it: only the swipes move it from here.
    await page.mouse.move(box.x + box.width / 2, y);
    const before = await currentSlide(page);
    await swipe(box.x + box.width * 0.6, box.x + box.width * 0.4);
    await expect(thumbs(page).nth((before + 1) % 4)).toHaveAttribute('aria-current', 'true');
    await swipe(box.x + box.width * 0.4, box.x + box.width * 0.6);
    await expect(thumbs(page).nth(before)).toHaveAttribute('aria-current', 'true');
  });

  test("before the carousel runs only the first slide's picture is fetched; the others come once it runs", async ({ page }) => {
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/favicon.svg') fetched.add(url.searchParams.get('v') ?? '');
    });
    const release = await holdCarouselScript(page);
    // Loaded, and idle: the carousel asks for its script (held here), long after the page's layout
    // started the fetch of every lazy picture in view.
    const asked = page.waitForRequest('**/assets/carousel-*.js');
    await page.goto('/');
    await asked;
    // Neither the slides nor their thumbnails (the same files) share the network with the main image.
    expect([...fetched]).toEqual(['1']);
    await expect(page.locator('#carousel img:visible')).toHaveCount(2);
    release();
    await carouselLive(page);
    // Live: the slides either side of the current one load ahead, and every thumbnail shows its slide.
    await expect.poll(() => [...fetched].sort()).toEqual(['1', '2', '3', '4']);
    await expect(page.getByAltText('Carousel image 2')).toHaveAttribute('loading', 'eager');
    await expect(page.getByAltText('Carousel image 4')).toHaveAttribute('loading', 'eager');
    await expect(page.getByAltText('Carousel image 3')).toHaveAttribute('loading', 'lazy');
    await expect(thumbs(page).locator('img:visible')).toHaveCount(4);
  });

  test('a click on Next before the carousel is live is not lost: it moves on once the carousel is', async ({ page }) => {
    const release = await holdCarouselScript(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator('#carousel')).not.toHaveAttribute('data-carousel-live', '');
    await expect(thumbs(page).first()).toHaveAttribute('aria-current', 'true');
    release();
    await carouselLive(page);
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('downloads no framework: its script is plain', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await gotoHome(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true');
    expect(scripts.some((path) => path.startsWith('/assets/carousel-'))).toBe(true);
    expect(scripts.filter((path) => /\/(preact|site)-/.test(path))).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a tap on a thumbnail before the carousel is live is not lost', async ({ page }) => {
      const release = await holdCarouselScript(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Go to slide 3' }).tap();
      await expect(page.locator('#carousel')).not.toHaveAttribute('data-carousel-live', '');
      release();
      await carouselLive(page);
      await expect(thumbs(page).nth(2)).toHaveAttribute('aria-current', 'true');
    });
  });
});

test.describe('cards', () => {
  withSection<SectionData<'cards'>>('home/cards', {
    heading: '',
    cards: [1, 2, 3].map((n) => ({ imageSrc: image(n), title: `Card ${n}`, additionalDetails: `Details of card ${n}` })),
  });

  test("show the default heading and reveal one card's details on hover or focus", async ({ page }) => {
    await gotoHome(page);
    await expect(page.locator('#cards h2')).toHaveText('What you need is what you get');
    const details = (n: number) => page.locator('#cards').getByText(`Details of card ${n}`);
    await expect(details(1)).toBeHidden();
    await page.locator('#cards article').first().hover();
    await expect(details(1)).toBeVisible();
    await page.locator('#cards article').nth(1).hover();
    await expect(details(2)).toBeVisible();
    await expect(details(1)).toBeHidden();
    await moveMouseAway(page);
    await expect(details(2)).toBeHidden();
    await page.getByRole('button', { name: 'Show details: Card 3' }).focus();
    await expect(details(3)).toBeVisible();
  });
});

test.describe('grid cards', () => {
  withSection<SectionData<'gridCards'>>('home/grid-cards', { gridCards: flipCards(2) });

  test('flip on hover, unflip on leaving, and a click toggles; one at a time', async ({ page }) => {
    await gotoHome(page);
    const card = (n: number) =>
      page
        .locator('#grid-cards li')
        .nth(n - 1)
        .locator('[data-flipped]');
    const toggle = (n: number) => page.getByRole('button', { name: `Show details: Flip ${n}` });
    const columns = await page
      .locator('#grid-cards ul')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').map(parseFloat));
    expect(columns.length).toBeGreaterThan(1);
    for (const column of columns) expect(column).toBeGreaterThanOrEqual(250);
    await card(1).hover();
    await expect(toggle(1)).toHaveAttribute('aria-expanded', 'true');
    // Clicking a flipped card flips it back; clicking again flips it.
    await toggle(1).click();
    await expect(toggle(1)).toHaveAttribute('aria-expanded', 'false');
    await toggle(1).click();
    await expect(toggle(1)).toHaveAttribute('aria-expanded', 'true');
    await card(2).hover();
    await expect(toggle(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(1)).toHaveAttribute('aria-expanded', 'false');
    await moveMouseAway(page);
    await expect(toggle(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(card(2).locator('> div').first()).toHaveCSS('transition-duration', '0.5s');
  });

  test('Enter and Space toggle a card from the keyboard', async ({ page }) => {
    await gotoHome(page);
    await moveMouseAway(page);
    const toggle = page.getByRole('button', { name: 'Show details: Flip 1' });
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('logo strips', () => {
  const clients = [1, 2, 3].map((n) => ({ logo: image(n), link: `https://client${n}.example.com` }));
  withSection<SectionData<'ourClients'>>('home/our-clients', { clients });
  withSection<SectionData<'associates'>>('home/associates', { clients });

  test('every logo opens its link in a new tab and the strip pauses on hover', async ({ page }) => {
    await gotoHome(page);
    for (const id of ['#our-clients', '#associates']) {
      const links = page.locator(`${id} a`);
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(page.locator(id).getByRole('link', { name: 'client1.example.com (opens in a new tab)' })).toHaveCount(1);
      const track = page.locator(`${id} ul`);
      await expect(track).toHaveCSS('animation-play-state', 'running');
      await track.locator('..').hover();
      await expect(track).toHaveCSS('animation-play-state', 'paused');
    }
  });

  test('never shows a gap, even on a 2560 px screen: one run of logos is wider than the strip', async ({ page }) => {
    await page.setViewportSize({ width: 2560, height: 1200 });
    await gotoHome(page);
    for (const id of ['#our-clients', '#associates']) {
      const track = page.locator(`${id} ul`);
      const strip = await track.locator('..').boundingBox();
      const { runs, gap } = await track.evaluate((el) => ({
        runs: el.scrollWidth,
        gap: parseFloat(getComputedStyle(el).columnGap),
      }));
      // The track holds two identical runs and the gap between them, and slides by one run and a gap:
      // the strip is covered all along when a run is at least as wide as the strip.
      expect(gap).toBeGreaterThan(0);
      expect((runs - gap) / 2).toBeGreaterThanOrEqual(strip!.width);
    }
  });
});

test.describe('news', () => {
  withSection<SectionData<'news'>>('home/news', {
    news: [1, 2, 3, 4, 5].map((n) => ({ image: image(n), title: `News ${n}`, description: LONG_TEXT, action: 'Read' })),
  });

  test("Read More / Show Less (the specification's exact words) opens one item at a time", async ({ page }) => {
    await gotoHome(page);
    await islandReady(page, 'home/NewsSlider');
    const first = page.locator('#news article').first();
    const second = page.locator('#news article').nth(1);
    await first.getByRole('button', { name: 'Read More', exact: true }).click();
    await expect(first.getByRole('button', { name: 'Show Less', exact: true })).toHaveAttribute('aria-expanded', 'true');
    // What shows on the button, not only its name: the other label is hidden by the styles.
    expect(await first.getByRole('button', { name: 'Show Less', exact: true }).innerText()).toBe('Show Less');
    await expect(second.getByRole('button', { name: 'Read More', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await first.getByRole('button', { name: 'Show Less', exact: true }).click();
    await expect(first.getByRole('button', { name: 'Read More', exact: true })).toBeVisible();
    // Drawn in the site's link colour (the accent as text), like the other text links: read with the
    // pointer away, once any hover colour has faded.
    const toggle = first.getByRole('button', { name: 'Read More', exact: true });
    await page.mouse.move(0, 0);
    const colour = await linkColour(toggle);
    await expect.poll(() => toggle.evaluate((el) => getComputedStyle(el).color)).toBe(colour);
  });

  test('shows three per view from 768px, one below, and slides with its buttons', async ({ page }) => {
    await gotoHome(page);
    await islandReady(page, 'home/NewsSlider');
    const slides = page.locator('#news [aria-roledescription="slide"]');
    const width = async (n: number) => (await slides.nth(n).boundingBox())!.width;
    const viewport = async () => (await page.locator('#news ul').boundingBox())!.width;
    expect(Math.round((await viewport()) / (await width(0)))).toBe(3);
    await page.getByRole('button', { name: 'Next news' }).click();
    await expect(slides.first()).not.toBeInViewport();
    await page.getByRole('button', { name: 'Previous news' }).click();
    await expect(slides.first()).toBeInViewport();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => Math.round((await viewport()) / (await width(0)))).toBe(1);
  });
});

test.describe('scroll reveal', () => {
  /** How many scroll-reveal elements are not fully shown (evaluated in the page). */
  const notShown = () =>
    [...document.querySelectorAll('.animate-on-scroll')].filter((el) => getComputedStyle(el).opacity !== '1').length;

  test('marks elements visible once they enter the viewport, on load and on scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 2400 });
    await gotoHome(page);
    await expect(page.locator('#cards .animate-on-scroll').first()).toHaveClass(/\bvisible\b/);
    const location = page.locator('#location .animate-on-scroll').first();
    await expect(location).not.toHaveClass(/\bvisible\b/);
    await page.locator('#location').scrollIntoViewIfNeeded();
    await expect(location).toHaveClass(/\bvisible\b/);
  });

  test('after the End key every block the visitor jumped past is shown, none left blank', async ({ page }) => {
    await gotoHome(page);
    expect(await page.evaluate(notShown)).toBeGreaterThan(10);
    await page.keyboard.press('End');
    // The reveal transition lasts 600ms.
    await expect.poll(() => page.evaluate(notShown), { timeout: 2_000 }).toBe(0);
  });

  test('with reduced motion nothing is hidden or animated, before or after scrolling', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await gotoHome(page);
    const animated = () =>
      [...document.querySelectorAll('.animate-on-scroll')].filter(
        (el) => getComputedStyle(el).transform !== 'none' || el.getAnimations().length > 0,
      ).length;
    expect(await page.evaluate(notShown)).toBe(0);
    expect(await page.evaluate(animated)).toBe(0);
    await page.keyboard.press('End');
    await page.waitForTimeout(50);
    expect(await page.evaluate(notShown)).toBe(0);
    expect(await page.evaluate(animated)).toBe(0);
    await context.close();
  });

  test('without JavaScript every block is shown', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 600 } });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('.animate-on-scroll').count()).toBeGreaterThan(10);
    expect(await page.evaluate(notShown)).toBe(0);
    await context.close();
  });
});

test.describe('contact form', () => {
  const field = (page: Page, label: string) => page.locator('#contact').getByLabel(label, { exact: true });
  const fill = async (page: Page, values: { name: string; email: string; message: string }) => {
    await field(page, 'Name').fill(values.name);
    await field(page, 'Email').fill(values.email);
    await field(page, 'Message').fill(values.message);
  };
  const send = (page: Page) => page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();
  const status = (page: Page) => page.locator('#contact').getByRole('status');
  /** The home page with its contact form hydrated (the form's island waits to be seen). */
  const gotoForm = async (page: Page) => {
    await gotoHome(page);
    await islandReady(page, 'shared/ContactForm');
  };

  test("checks the fields in the browser with the contact form's own sentences, word for word", async ({ page }) => {
    let posted = false;
    await page.route('**/backend/api/contact-messages/', (route) => {
      posted = true;
      return route.abort();
    });
    await gotoForm(page);
    await send(page);
    await expect(status(page)).toHaveText('Please fill in all the fields.');
    await fill(page, { name: 'Ann', email: 'ann@example', message: 'Hello' });
    await send(page);
    await expect(status(page)).toHaveText('Please enter a valid email address.');
    expect(posted).toBe(false);
    // The honeypot is out of sight and out of the tab order.
    const honeypot = page.locator('#contact input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
  });

  test('sends a valid message, clears the fields, and the message is stored', async ({ page, request }) => {
    await gotoForm(page);
    const text = `Please call me back (${Date.now()})`;
    await fill(page, { name: 'Ann Lee', email: 'ann@example.com', message: text });
    const posted = page.waitForRequest('**/backend/api/contact-messages/');
    await send(page);
    expect((await posted).postDataJSON()).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      message: text,
      website: '',
      page: '/',
    });
    await expect(status(page)).toHaveText('Message sent successfully!');
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    const stored = await request.get('/backend/api/contact-messages/', { headers: authHeader(await adminToken()) });
    expect(stored.ok()).toBe(true);
    expect(await stored.json()).toContainEqual(
      expect.objectContaining({ name: 'Ann Lee', email: 'ann@example.com', message: text }),
    );
  });

  test('keeps the fields and says why when sending fails', async ({ page }) => {
    const values = { name: 'Bo', email: 'bo@example.com', message: 'Hi there' };
    await gotoForm(page);
    await fill(page, values);

    await page.route('**/backend/api/contact-messages/', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await send(page);
    await expect(status(page)).toHaveText('Server error, please try again later.');
    await expect(field(page, 'Message')).toHaveValue(values.message);

    await page.unroute('**/backend/api/contact-messages/');
    await page.route('**/backend/api/contact-messages/', (route) =>
      route.fulfill({ status: 429, json: { ok: false, error: 'Too many messages.' } }),
    );
    await send(page);
    await expect(status(page)).toHaveText('Error: Too many messages.');

    await page.unroute('**/backend/api/contact-messages/');
    await page.route('**/backend/api/contact-messages/', (route) => route.abort());
    await send(page);
    await expect(status(page)).toHaveText('Failed to fetch');
    await expect(field(page, 'Name')).toHaveValue(values.name);
    await expect(field(page, 'Email')).toHaveValue(values.email);
  });

  test('disables the button and shows that it is sending', async ({ page }) => {
    let release = () => {};
    await page.route('**/backend/api/contact-messages/', (route) => {
      release = () => void route.fulfill({ status: 500, body: '' });
    });
    await gotoForm(page);
    await fill(page, { name: 'Cy', email: 'cy@example.com', message: 'Hello' });
    await send(page);
    const button = page.locator('#contact').getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    release();
    await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

/** Whether every image inside the viewport has loaded (evaluated in the page). */
const visibleImagesLoaded = () =>
  [...document.images].every((img) => {
    const box = img.getBoundingClientRect();
    const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return !inView || img.complete;
  });

test.describe('screenshots', () => {
  const OUT = fileURLToPath(new URL('../test-results/home/', import.meta.url));
  for (const width of [375, 768, 1440]) {
    test(`home page at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHome(page);
      // Show the page as a visitor who scrolled through it sees it: every lazy image loaded and
      // painted, every element revealed.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await expect.poll(() => page.evaluate(visibleImagesLoaded)).toBe(true);
      }
      // Lazy images still pending are the ones off to the side (hidden slides, logo repeats).
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
      await page.evaluate(async () => {
        const revealed = [...document.querySelectorAll('.animate-on-scroll')];
        revealed.forEach((el) => el.classList.add('visible'));
        window.scrollTo({ top: 0, behavior: 'instant' });
        // The reveal transitions run to their end before the picture is taken.
        await Promise.allSettled(revealed.flatMap((el) => el.getAnimations()).map((animation) => animation.finished));
      });
      await page.screenshot({ path: `${OUT}home-${width}.png`, fullPage: true });
    });
  }
});
