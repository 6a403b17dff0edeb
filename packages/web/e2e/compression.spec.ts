// Compression and revalidation: the built scripts and styles are the build's Brotli copies (made
// once at build time, web/build/precompress.ts) with year-long immutable caching; pages and page
// answers are compressed once per content version and revalidate to 304.
import { expect, test } from './fixtures';
import { downloadsOf, transferredBytes } from './page-loads';

test("the home page's scripts and styles arrive Brotli-compressed and cached for a year", async ({ page }) => {
  const assets = (await downloadsOf(page, '/')).filter(
    (d) => d.url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(d.url.pathname),
  );
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const headers = asset.response.headers();
    expect(headers['cache-control'], asset.url.pathname).toBe('public, max-age=31536000, immutable');
    // Files below the size worth compressing (1 KB, build/precompress.ts) have no Brotli copy.
    if ((await transferredBytes(asset)) < 1024 && !headers['content-encoding']) continue;
    expect(headers['content-encoding'], asset.url.pathname).toBe('br');
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
