// The server renders every page whole; a page whose content fails to load gets the route error
// screen inside the navbar and footer, with status 500 (no router runs in the browser to show it).
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

describe('render', () => {
  it('a page whose content fails answers 500 with "Unexpected Application Error!", its message, the navbar and footer', async () => {
    const page = await render(new Request('http://site.test/gallery'), {
      loadPage: () => {
        throw new Error('Failed to fetch data: the server answered 500.');
      },
      loadCustomPage: () => null,
    });
    expect(page.status).toBe(500);
    expect(page.html).toContain('Unexpected Application Error!');
    expect(page.html).toContain('Failed to fetch data: the server answered 500.');
    expect(page.html).toMatch(/<header[^>]*>/);
    expect(page.html).toMatch(/<footer[^>]*>/);
    expect(page.data).toBeUndefined();
  });
});
