// An editor-built page as an admin makes one, for the checks every public page gets (the Nu HTML
// Checker, axe): every block type as a new block of it starts (the list blocks with their first
// items, their pictures from the image library) and a second FAQ under a title of its own (two parts
// of a page with one heading would be two landmarks of one name), published. Made through the API
// before the calling file's tests and deleted after them.
import { BLOCK_TYPES, type ImageRecord } from '@site/contracts';
import { newBlock } from '../src/admin/custom-pages/page-blocks';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}/backend/api/${path}`, {
    method,
    headers: { ...authHeader(await adminToken()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Publishes the page at `/{slug}` for the calling file's tests; its address. */
export function withBuiltPage(slug: string): string {
  test.beforeAll(async () => {
    const library = (await (await api('GET', 'images/')).json()) as ImageRecord[];
    const moreQuestions = { ...(newBlock('about/faq').data as object), title: 'More questions' };
    const blocks = [...BLOCK_TYPES.map((type) => newBlock(type, library)), { type: 'about/faq', data: moreQuestions }];
    await api('DELETE', `custom-pages/${slug}`);
    const created = await api('POST', 'custom-pages/', { slug, title: 'Built in the editor', blocks });
    expect(created.status, await created.clone().text()).toBe(201);
    const published = await api('POST', `drafts/custom-pages/${slug}/publish`);
    expect(published.status, await published.clone().text()).toBe(200);
  });
  test.afterAll(async () => {
    expect([204, 404]).toContain((await api('DELETE', `custom-pages/${slug}`)).status);
  });
  return `/${slug}`;
}
