// Custom pages: the public list and page, the page's render answer, and the admin's create, save
// and delete; each page's history and restore as every versioned document has. A page's address
// before a rename answers a 301 to the new one. With `?locale=` the page reads in that language (its
// title and blocks translated, with the fields that fell back) and a PUT saves the language's
// translation (`page:<id>@<code>`: the title, and each block's texts by position).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictSchema,
  customPageAnswerSchema,
  customPageSchema,
  customPageSummarySchema,
  detailErrorSchema,
  errorSchema,
  historySchema,
  restoreBodySchema,
  restoredSchema,
  revisionSchema,
  validationErrorSchema,
} from '@site/contracts';
import {
  createCustomPage,
  deleteCustomPage,
  listCustomPages,
  requireCustomPage,
  saveCustomPage,
} from '../../content/custom-pages.js';
import { compareVersions } from '../../content/compare.js';
import { customPageDraftDocument, customPageHistory } from '../../content/custom-page-history.js';
import { customPageDocument, customPageTranslation } from '../../content/custom-pages.js';
import { documentIn, translateDocument } from '../../content/translations.js';
import { currentVersion, etagOf, joinedEtag } from '../../content/versions.js';
import { localisedAnswer } from '../../cache/localised-answer.js';
import { localeQuerySchema, localisedWrite, requestedLocale, TranslationBody } from '../../http/localised.js';
import { listHistory, readRevision, restoreRevision } from '../../content/history.js';
import { draftDocuments, restoreIntoDraft } from '../../content/drafts.js';
import { readCustomPageContent } from '../../content/pages.js';
import { cookiePreview, privatePreviewAnswer } from '../../http/preview.js';
import { isAdminRequest, refusalUnless, requireAdmin, requirePermission } from '../../http/guard.js';
import { saveMetaOf } from '../../http/versioned.js';
import { actorOf } from '../../audit/audit-log.js';
import { withQueryOf } from '../../render/page-url.js';
import { COMPARE_RESPONSES, comparedVersions, compareQuerySchema, versionParams } from './history.js';
import { queriedLocale } from '../../http/request-locale.js';
import { addressText } from '../../http/address-text.js';

export const slugParams = z.object({ slug: addressText().max(200) });
const pageVersionParams = slugParams.extend(versionParams.shape);
export const movedSchema = z.object({ error: z.string(), slug: z.string() });

const localisedPageSchema = customPageAnswerSchema.extend({
  fallback: z
    .array(z.string())
    .optional()
    .describe('In a language other than the default: the fields (dot paths) shown from a fallback language.'),
});
/** A page's translation as stored: its title and its blocks' texts by position. */
const pageTranslationAnswer = z.object({ title: z.string().optional(), blocks: z.array(z.unknown()).optional() });

const customPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['custom pages'];
  const writes = { 400: validationErrorSchema, 401: detailErrorSchema, 404: errorSchema, 412: conflictSchema };

  app.get(
    '/custom-pages',
    { schema: { tags, summary: 'Every custom page', response: { 200: z.array(customPageSummarySchema) } } },
    // A page not yet published is the editors' business: listed for an admin only.
    async (request) => {
      const pages = await listCustomPages(db);
      return (await isAdminRequest(request)) ? pages : pages.filter((page) => page.published);
    },
  );

  app.post(
    '/custom-pages',
    {
      onRequest: requirePermission('edit_drafts'),
      schema: {
        tags,
        summary: 'Create a page',
        body: customPageSchema,
        response: { 201: customPageAnswerSchema, ...writes },
      },
    },
    async (request, reply) => {
      const created = await createCustomPage(db, request.body, saveMetaOf(request));
      return reply.status(201).header('etag', created.etag).header('location', created.page.slug).send(created.page);
    },
  );

  app.get(
    '/custom-pages/:slug',
    {
      schema: {
        tags,
        summary: 'One page as stored (a renamed page answers 301 from its old address); in a language with `?locale=`',
        params: slugParams,
        querystring: localeQuerySchema,
        response: { 200: localisedPageSchema, 301: movedSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const found = await requireCustomPage(db, request.params.slug);
      if (!found.published && !(await isAdminRequest(request))) {
        return reply.status(404).send({ error: `There is no page "${request.params.slug}".` });
      }
      const locale = await requestedLocale(request);
      if (locale) {
        const document = customPageDocument(found.id);
        const { document: own, beneath = [] } = localisedAnswer(locale, document, document);
        const etags = await Promise.all([own!, ...beneath].map(async (d) => etagOf(await currentVersion(db, d))));
        const { data, fallback } = await translateDocument(db, locale, {
          id: document,
          schema: customPageSchema,
          data: found.page,
          translation: customPageTranslation(found.page),
        });
        return reply.header('etag', joinedEtag(etags[0]!, etags.slice(1))).send({ ...data, fallback });
      }
      return reply.header('etag', found.etag).send(found.page);
    },
  );

  // What the site draws a page from in the browser (the server reads the same when it renders).
  app.get(
    '/custom-pages/:slug/content',
    {
      schema: {
        tags,
        summary: 'The answer a page is rendered from (in a language with `?locale=`)',
        params: slugParams,
        querystring: localeQuerySchema,
      },
    },
    async (request, reply) => {
      const locale = await requestedLocale(request);
      const preview = (await cookiePreview(request)).kind === 'active';
      let read = await readCustomPageContent(db, request.params.slug, preview ? await draftDocuments(db) : undefined, locale);
      if (preview) privatePreviewAnswer(reply);
      // A page not published yet is there for an admin (the editor's SEO panel), as its draft shows it.
      if (read === null && !preview && (await isAdminRequest(request))) {
        read = await readCustomPageContent(db, request.params.slug, await draftDocuments(db), locale);
        privatePreviewAnswer(reply);
      }
      if (!read) return reply.status(404).send({ error: `There is no page "${request.params.slug}".` });
      if ('redirect' in read)
        return reply.redirect(
          withQueryOf(`${request.originalUrl.replace(/\/[^/]+\/content\/?(\?.*)?$/, '')}${read.redirect}/content`, request.url),
          read.temporary ? 302 : 301,
        );
      return read.content;
    },
  );

  app.put(
    '/custom-pages/:slug',
    {
      onRequest: requirePermission('publish'),
      schema: {
        tags,
        summary:
          "Replace a page (a new slug renames it; the old address redirects); with `?locale=`, that language's translation: `{title?, blocks?}`, each block's texts by position",
        params: slugParams,
        querystring: localeQuerySchema,
        body: customPageSchema,
        // In another language a write answers the language's translation as stored.
        response: { 200: customPageAnswerSchema.or(pageTranslationAnswer), ...writes },
      },
      ...localisedWrite,
    },
    async (request, reply) => {
      const body: unknown = request.body;
      if (body instanceof TranslationBody) {
        const meta = saveMetaOf(request);
        const translated = documentIn(await customPageHistory(db, request.params.slug), body.locale);
        const stored = (await translated.save(db, body.value, meta)) as z.infer<typeof pageTranslationAnswer>;
        const saved = meta.saved?.get(translated.id) ?? (await currentVersion(db, translated.id));
        return reply.header('etag', etagOf(saved)).send(stored);
      }
      const saved = await saveCustomPage(db, request.params.slug, request.body, saveMetaOf(request));
      return reply.header('etag', saved.etag).send(saved.page);
    },
  );

  app.delete(
    '/custom-pages/:slug',
    {
      onRequest: requirePermission('edit_drafts'),
      schema: {
        tags,
        summary: 'Delete a page with its history, draft and old addresses',
        params: slugParams,
        response: { 204: z.null(), 401: detailErrorSchema, 404: errorSchema, 412: conflictSchema },
      },
    },
    async (request, reply) => {
      await deleteCustomPage(
        db,
        request.params.slug,
        saveMetaOf(request).ifMatch,
        actorOf(request),
        refusalUnless(request, 'delete_published'),
      );
      return reply.status(204).send(null);
    },
  );

  const history = '/history/custom-pages/:slug';
  app.get(
    history,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "A page's saved versions, newest first (with `?locale=`, its translation's)",
        params: slugParams,
        querystring: localeQuerySchema,
        response: { 200: historySchema, 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      listHistory(db, documentIn(await customPageHistory(db, request.params.slug), await queriedLocale(request))),
  );
  app.get(
    `${history}/compare`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "What changed in a page between two saved versions, or a version and the page's draft",
        params: slugParams,
        querystring: compareQuerySchema,
        response: COMPARE_RESPONSES,
      },
    },
    async (request) => {
      const history = documentIn(await customPageHistory(db, request.params.slug), await queriedLocale(request));
      return compareVersions(db, { ...history, draft: history.id }, ...comparedVersions(request.query));
    },
  );
  app.get(
    `${history}/:version`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'One saved version of a page',
        params: pageVersionParams,
        querystring: localeQuerySchema,
        response: { 200: revisionSchema, 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const history = documentIn(await customPageHistory(db, request.params.slug), await queriedLocale(request));
      return readRevision(db, history, request.params.version);
    },
  );
  app.post(
    `${history}/:version/restore`,
    {
      onRequest: requirePermission('restore'),
      schema: {
        tags,
        summary: 'Put an old version of a page into its draft, or with {"into":"live"} save it as the newest (its address stays)',
        params: pageVersionParams,
        querystring: localeQuerySchema,
        body: restoreBodySchema,
        response: { 200: restoredSchema, ...writes },
      },
    },
    async (request, reply) => {
      const { slug, version } = request.params;
      const locale = await queriedLocale(request);
      const history = documentIn(await customPageHistory(db, slug), locale);
      const meta = saveMetaOf(request);
      // Either way the page keeps the address it has now (a translation has none of its own).
      const keepSlug = (data: unknown) => (locale.isDefault ? { ...(data as object), slug } : data);
      const restored =
        request.body?.into === 'live'
          ? await restoreRevision(db, history, version, meta)
          : await restoreIntoDraft(
              db,
              history,
              documentIn(await customPageDraftDocument(db, slug), locale),
              version,
              meta,
              keepSlug,
            );
      return reply.header('etag', restored.etag).send(restored);
    },
  );
};

export default fp(customPageRoutes, {
  name: 'custom-page-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
