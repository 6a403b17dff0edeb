import { afterEach, describe, expect, it } from 'vitest';
import { serveBarePage } from './bare-page.js';

describe('the bare page the Lighthouse benchmark measures beside the site', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('is a heading and a sentence, with no stylesheet, script or picture to fetch', async () => {
    const bare = await serveBarePage();
    close = bare.close;
    const answer = await fetch(bare.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await answer.text();
    expect(html).toContain('<h1>A bare page</h1>');
    expect(html).not.toMatch(/<(script|img|style)\b|rel="stylesheet"/);
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect((await fetch(new URL('/favicon.ico', bare.url))).status).toBe(404);
  });

  it('stops answering once closed', async () => {
    const bare = await serveBarePage();
    await bare.close();
    await expect(fetch(bare.url)).rejects.toThrow();
  });
});
