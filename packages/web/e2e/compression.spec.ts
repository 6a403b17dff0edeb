// The built scripts and styles are served as the build's Brotli copies (made once at build time,
// web/build/precompress.ts) with year-long immutable caching.
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
