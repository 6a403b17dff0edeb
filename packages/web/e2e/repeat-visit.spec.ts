// Repeat visit: on a second visit to the home page the browser asks again only for the
// HTML (which revalidates to 304); every script, style sheet, font and image comes from its cache.
// Watched through the DevTools protocol, which says whether each request went to the network.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Seen {
  url: string;
  type: string;
  /** The status the network answered (304 on a revalidation), not the cached response's. */
  status?: number;
  ifNoneMatch?: string;
  fromCache: boolean;
}

/** Every same-origin request of the page from now on, with its status and whether a cache served it. */
async function watchRequests(page: Page, origin: string): Promise<Map<string, Seen>> {
  const cdp = await page.context().newCDPSession(page);
  const seen = new Map<string, Seen>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).origin !== origin) return;
    seen.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = seen.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId);
    if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache)) request.fromCache = true;
  });
  // Only requests that reach the network have these: the headers and status as sent and received.
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const request = seen.get(event.requestId);
    if (request) request.ifNoneMatch = event.headers['if-none-match'] ?? event.headers['If-None-Match'];
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const request = seen.get(event.requestId);
    if (request) request.status = event.statusCode;
  });
  return seen;
}

test('a second visit revalidates the HTML and takes every other file from the cache', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  // A new navigation, not a reload: a reload asks again for more than a visitor coming back does.
  await page.goto('about:blank');
  const seen = await watchRequests(page, origin);
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const requests = [...seen.values()];
  const documents = requests.filter((r) => r.type === 'Document');
  expect(documents.map((d) => new URL(d.url).pathname)).toEqual(['/']);
  // The HTML is asked for again with its ETag; unchanged content costs a 304 and no body.
  expect(documents[0]).toMatchObject({ status: 304, fromCache: false });
  expect(documents[0]!.ifNoneMatch).toBeTruthy();

  const files = requests.filter((r) => r.type !== 'Document');
  expect(files.length, 'the home page loads scripts, styles and images').toBeGreaterThan(2);
  for (const file of files) {
    expect(file, `${file.type} ${file.url}`).toMatchObject({ fromCache: true });
    // Nothing went out at all: a request that reached the server would have a network status.
    expect(file.status, `${file.type} ${file.url}`).toBeUndefined();
  }
});
