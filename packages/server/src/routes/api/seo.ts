// The search-engine settings of each public page (GET public, PUT admin), addressed by page key
// (`/seo/about/team`, `/seo/services/{slug}`), with their history as the sections have it:
// `/history/seo/{page}`, `…/{version}`, `…/compare?from=&to=`, `POST …/{version}/restore`. With `?locale=` a page's
// settings in that language: read with the fallbacks applied (and named), saved as the language's
// translation (`seo:<page>@<code>`: title, description and image; noindex is every language's).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comparisonSchema,
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  historySchema,
  pageSeoSchema,
  revisionSchema,
  translationSchema,
  validationErrorSchema,
} from '@site/contracts';
import { listHistory, readRevision, restoreRevision } from '../../content/history.js';
import { publicPage, sitePages } from '../../content/public-pages.js';
import { compareVersions } from '../../content/compare.js';
import { readPageSeoForEditor, savePageSeo, seoDraftDocument, seoSaveTarget } from '../../content/page-seo-drafts.js';
import { readSeo, seoDocument, seoVersionedDocument } from '../../content/seo.js';
import { documentIn, translateDocument, type Locale } from '../../content/translations.js';
import { currentVersion, etagOf, joinedEtag } from '../../content/versions.js';
import { localisedAnswer } from '../../cache/localised-answer.js';
import { localeQuerySchema, localisedWrite, requestedLocale, TranslationBody } from '../../http/localised.js';
import { ApiError } from '../../http/errors.js';
import { isAdminRequest, refusalUnless, requireAdmin, requirePermission } from '../../http/guard.js';
import { saveMetaOf, withVersionEtag } from '../../http/versioned.js';
import type { Db } from '../../db/client.js';
import { COMPARE_QUERY, comparedVersions, compareQuerySchema, RESTORE_RESPONSES } from './history.js';
import { queriedLocale } from '../../http/request-locale.js';
import { addressText } from '../../http/address-text.js';

const pageParams = z.object({ '*': addressText() });

const seoListSchema = z.array(z.object({ key: z.string(), path: z.string(), seo: pageSeoSchema }));

const seoTranslationSchema = translationSchema(pageSeoSchema)!;
const localisedSeoSchema = pageSeoSchema.extend({
  fallback: z
    .array(z.string())
    .optional()
    .describe('In a language other than the default: the fields shown from a fallback language.'),
});

/** A page's settings in a language, with the fields that fell back, and the ETag joining every version shown. */
async function readSeoIn(db: Db, key: string, locale: Locale) {
  const { document, beneath = [] } = localisedAnswer(locale, `seo:${key}`, seoDocument(key));
  const etags = await Promise.all([document!, ...beneath].map(async (d) => etagOf(await currentVersion(db, d))));
  const { data, fallback } = await translateDocument(db, locale, {
    id: seoDocument(key),
    schema: pageSeoSchema,
    data: await readSeo(db, key),
  });
  return { seo: { ...data, fallback }, etag: joinedEtag(etags[0]!, etags.slice(1)) };
}

/**
 * `about/team` lists that page's history; `about/team/3` reads its version 3 and `about/team/compare`
 * compares two (unless a page has that key).
 */
async function historyAddress(db: Db, tail: string): Promise<{ key: string; version?: number; compare?: true }> {
  const whole = tail.replace(/\/+$/, '');
  const asVersion = /^(.+)\/(\d+)$/.exec(whole);
  const asCompare = /^(.+)\/compare$/.exec(whole);
  const isPage = async () => (await sitePages(db)).some((p) => p.key === whole);
  if (asCompare && !(await isPage())) return { key: (await publicPage(db, asCompare[1]!)).key, compare: true };
  if (!asVersion || (await isPage())) return { key: (await publicPage(db, whole)).key };
  const version = Number(asVersion[2]);
  if (version < 1) throw new ApiError(400, { error: 'Versions start at 1.' });
  return { key: (await publicPage(db, asVersion[1]!)).key, version };
}

const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['seo'];

  app.get(
    '/seo',
    { schema: { tags, summary: "Every public page's search-engine settings", response: { 200: seoListSchema } } },
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
        summary:
          "A public page's search-engine settings (empty fields: the automatic values); an admin reads those saved into the page's draft, when it has one (`saved-into: draft`)",
        params: pageParams,
        querystring: localeQuerySchema,
        response: { 200: localisedSeoSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { key } = await publicPage(db, request.params['*']);
      const locale = await requestedLocale(request);
      if (locale) {
        // A language's settings are saved live (its own drafts are the drafts' routes').
        const { seo, etag } = await readSeoIn(db, key, locale);
        reply.header('etag', etag);
        if (await isAdminRequest(request)) reply.header('saved-into', 'live').header('cache-control', 'private, no-store');
        return seo;
      }
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
      ...localisedWrite,
      schema: {
        tags,
        summary:
          "Replace a public page's search-engine settings: live, or into the page's draft while it has one (the answer's `saved-into` says which); with `?locale=`, that language's title, description and image, live",
        params: pageParams,
        querystring: localeQuerySchema,
        body: pageSeoSchema,
        response: {
          // In another language a write answers the language's translation as stored.
          200: seoTranslationSchema.or(pageSeoSchema),
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
      const body: unknown = request.body;
      if (body instanceof TranslationBody) {
        const refused = refusalUnless(request, 'publish');
        if (refused) throw refused;
        const translated = documentIn(seoVersionedDocument(key), body.locale);
        reply.header('saved-into', 'live');
        return withVersionEtag(
          reply,
          translated.id,
          (await translated.save(db, body.value, meta)) as Record<string, string>,
          meta,
        );
      }
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
        summary:
          "Saved versions of a page's search-engine settings (…/{page}), one of them (…/{page}/{version}), or what changed between two, or a version and the page's draft (…/{page}/compare?from=&to=)",
        params: pageParams,
        querystring: compareQuerySchema.partial({ from: true, to: true }),
        response: {
          200: z.union([historySchema, revisionSchema, comparisonSchema]),
          400: validationErrorSchema.or(errorSchema),
          401: detailErrorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { key, version, compare } = await historyAddress(db, request.params['*']);
      const locale = await queriedLocale(request);
      const doc = documentIn(seoVersionedDocument(key), locale);
      if (compare) {
        const { from, to, ...rest } = request.query;
        if (from === undefined || to === undefined) throw new ApiError(400, { error: COMPARE_QUERY });
        // A language's settings are saved live: only the default language's have a draft.
        const draft = locale.isDefault ? await seoDraftDocument(db, key) : undefined;
        return compareVersions(db, { ...doc, draft }, ...comparedVersions({ ...rest, from, to }));
      }
      return version === undefined ? listHistory(db, doc) : readRevision(db, doc, version);
    },
  );

  app.post(
    '/history/seo/*',
    {
      onRequest: requirePermission('restore'),
      schema: {
        tags: ['history'],
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
        throw new ApiError(404, { error: `There is no API route POST ${request.originalUrl.split('?')[0]}.` });
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
