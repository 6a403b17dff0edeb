// Compression and revalidation: the built scripts and styles are the build's Brotli copies (made
// once at build time, web/build/precompress.ts) with year-long immutable caching; pages and page
// answers are compressed once per content version and revalidate to 304.
import { expect, test } from './fixtures';

test("the home page's scripts and styles arrive Brotli-compressed and cached for a year", async ({ page }) => {
  const assets: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) {
      const headers = response.headers();
      assets.push({ url: url.pathname, encoding: headers['content-encoding'], cache: headers['cache-control'] });
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    // The tiny runtime chunk is below the size worth compressing.
    if (asset.url.includes('rolldown-runtime')) continue;
    expect(asset, asset.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
  }
});

test('the home page HTML and its page answer arrive compressed, with an ETag that revalidates to 304', async ({ request }) => {
  for (const path of ['/', '/backend/api/pages/home']) {
    const first = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.status(), path).toBe(200);
    expect(first.headers()['content-encoding'], path).toBe('br');
    const etag = first.headers().etag;
    expect(etag, path).toBeTruthy();
    const again = await request.get(path, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag! } });
    expect(again.status(), path).toBe(304);
  }
});
