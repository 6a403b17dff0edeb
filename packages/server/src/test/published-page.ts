// A custom page as most tests need it: created through the API and published at once, as an editor
// does with "Create page" and then Publish (a new page is only a draft until its first publish).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { auth } from './test-app.js';

/** POSTs the page, then publishes its draft; answers the create's response (its status for the caller to check). */
export async function createPublishedPage(app: FastifyInstance, token: string, page: unknown): Promise<LightMyRequestResponse> {
  const created = await app.inject({
    method: 'POST',
    url: '/backend/api/custom-pages/',
    headers: auth(token),
    payload: page as object,
  });
  if (created.statusCode !== 201) return created;
  const slug = created.json<{ slug: string }>().slug;
  const published = await app.inject({
    method: 'POST',
    url: `/backend/api/drafts/custom-pages/${slug}/publish`,
    headers: auth(token),
  });
  if (published.statusCode !== 200) throw new Error(`Publishing the new page failed: ${published.body}`);
  return created;
}
