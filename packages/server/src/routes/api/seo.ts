// The search-engine settings of each public page (GET public, PUT admin), addressed by page key
// (`/seo/about/team`, `/seo/services/{slug}`), with their history as the sections have it:
// `/history/seo/{page}`, `…/{version}`, `POST …/{version}/restore`.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  historySchema,
  pageSeoSchema,
  revisionSchema,
  validationErrorSchema,
} from '@site/contracts';
import { listHistory, readRevision, restoreRevision } from '../../content/history.js';
import { publicPage, sitePages } from '../../content/public-pages.js';
import { readPageSeoForEditor, savePageSeo, seoSaveTarget } from '../../content/page-seo-drafts.js';
import { readSeo, seoDocument, seoVersionedDocument } from '../../content/seo.js';
import { currentVersion, etagOf } from '../../content/versions.js';
import { ApiError } from '../../http/errors.js';
import { isAdminRequest, refusalUnless, requireAdmin, requirePermission } from '../../http/guard.js';
import { saveMetaOf, withVersionEtag } from '../../http/versioned.js';
import type { Db } from '../../db/client.js';
import { RESTORE_RESPONSES } from './history.js';
import { documentIn } from '../../content/translations.js';
import { localeQuerySchema } from '../../http/localised.js';
import { queriedLocale } from '../../http/request-locale.js';
import { addressText } from '../../http/address-text.js';

const pageParams = z.object({ '*': addressText() });

const seoListSchema = z.array(z.object({ key: z.string(), path: z.string(), seo: pageSeoSchema }));

/** `about/team` lists that page's history; `about/team/3` reads its version 3 (unless a page has that key). */
async function historyAddress(db: Db, tail: string): Promise<{ key: string; version?: number }> {
  const whole = tail.replace(/\/+$/, '');
  const asVersion = /^(.+)\/(\d+)$/.exec(whole);
  if (!asVersion || (await sitePages(db)).some((p) => p.key === whole)) return { key: (await publicPage(db, whole)).key };
  const version = Number(asVersion[2]);
  if (version < 1) throw new ApiError(400, { error: 'Versions start at 1.' });
  return { key: (await publicPage(db, asVersion[1]!)).key, version };
}

const seoRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  const hide = opts.hide ?? false;
  const tags = ['seo'];

  app.get(
    '/seo',
    { schema: { tags, hide, summary: "Every public page's search-engine settings", response: { 200: seoListSchema } } },
    async () => {
      const pages = await sitePages(db);
      return Promise.all(pages.map(async ({ key, path }) => ({ key, path, seo: await readSeo(db, key) })));
    },
  );

  app.get(
    '/seo/*',
    {
      schema: {
        tags,
        hide,
        summary:
          "A public page's search-engine settings (empty fields: the automatic values); an admin reads those saved into the page's draft, when it has one (`saved-into: draft`)",
        params: pageParams,
        response: { 200: pageSeoSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { key } = await publicPage(db, request.params['*']);
      reply.header('etag', etagOf(await currentVersion(db, seoDocument(key))));
      if (!(await isAdminRequest(request))) return readSeo(db, key);
      // The editor is told where its next save goes, and shows what is in the draft.
      reply.header('saved-into', await seoSaveTarget(db, key)).header('cache-control', 'private, no-store');
      return readPageSeoForEditor(db, key);
    },
  );

  app.put(
    '/seo/*',
    {
      onRequest: requirePermission('edit_drafts'),
      schema: {
        tags,
        hide,
        summary:
          "Replace a public page's search-engine settings: live, or into the page's draft while it has one (the answer's `saved-into` says which)",
        params: pageParams,
        body: pageSeoSchema,
        response: {
          200: pageSeoSchema,
          400: validationErrorSchema,
          401: detailErrorSchema,
          404: errorSchema,
          412: conflictSchema,
        },
      },
    },
    async (request, reply) => {
      const { key } = await publicPage(db, request.params['*']);
      const meta = saveMetaOf(request);
      const saved = await savePageSeo(db, key, request.body, meta, refusalUnless(request, 'publish'));
      reply.header('saved-into', saved.into);
      return withVersionEtag(reply, seoDocument(key), saved.seo, meta);
    },
  );

  app.get(
    '/history/seo/*',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['history'],
        hide,
        summary: "Saved versions of a page's search-engine settings (…/{page}), or one of them (…/{page}/{version})",
        params: pageParams,
        querystring: localeQuerySchema,
        response: { 200: z.union([historySchema, revisionSchema]), 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { key, version } = await historyAddress(db, request.params['*']);
      const doc = documentIn(seoVersionedDocument(key), await queriedLocale(request));
      return version === undefined ? listHistory(db, doc) : readRevision(db, doc, version);
    },
  );

  app.post(
    '/history/seo/*',
    {
      onRequest: requirePermission('restore'),
      schema: {
        tags: ['history'],
        hide,
        summary: "Save an old version of a page's search-engine settings again as the newest (…/{page}/{version}/restore)",
        params: pageParams,
        querystring: localeQuerySchema,
        response: RESTORE_RESPONSES,
      },
    },
    async (request, reply) => {
      const tail = request.params['*'];
      const restore = /^(.+)\/restore\/?$/.exec(tail);
      const address = restore ? await historyAddress(db, restore[1]!) : undefined;
      if (address?.version === undefined) {
        throw new ApiError(404, { error: `There is no API route POST ${request.url.split('?')[0]}.` });
      }
      const doc = documentIn(seoVersionedDocument(address.key), await queriedLocale(request));
      const restored = await restoreRevision(db, doc, address.version, saveMetaOf(request));
      reply.header('etag', restored.etag);
      return restored;
    },
  );
};

export default fp(seoRoutes, {
  name: 'seo-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
