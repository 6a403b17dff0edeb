// The site settings (GET public, PUT admin) and their history: `/history/settings`, `…/{version}`,
// `…/compare?from=&to=`, `POST …/{version}/restore`. A save that names a new favicon makes its icons first. A language
// whose code is an editor-built page's address is refused (content/language-addresses.ts).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  historySchema,
  revisionSchema,
  siteSettingsSchema,
  validationErrorSchema,
  type SiteSettings,
} from '@site/contracts';
import { compareVersions } from '../../content/compare.js';
import { refuseLanguagesAtPages } from '../../content/language-addresses.js';
import { listHistory, readRevision, restoreMeta, restoreRefusal } from '../../content/history.js';
import { readSettings, saveSettings, SETTINGS_HISTORY } from '../../content/settings.js';
import { currentVersion, etagOf, SETTINGS_DOCUMENT } from '../../content/versions.js';
import { requireAdmin, requirePermission } from '../../http/guard.js';
import { saveMetaOf, withVersionEtag } from '../../http/versioned.js';
import { COMPARE_RESPONSES, comparedVersions, compareQuerySchema, RESTORE_RESPONSES, versionParams } from './history.js';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['settings'];
  const doc = SETTINGS_HISTORY;

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'The site settings: name, title template, defaults, favicon',
        response: { 200: siteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('etag', etagOf(await currentVersion(db, SETTINGS_DOCUMENT)));
      return readSettings(db);
    },
  );

  app.put(
    '/settings',
    {
      onRequest: requirePermission('change_settings'),
      schema: {
        tags,
        summary: 'Replace the site settings',
        body: siteSettingsSchema,
        response: { 200: siteSettingsSchema, 400: validationErrorSchema, 401: detailErrorSchema, 412: conflictSchema },
      },
    },
    async (request, reply) => {
      const meta = saveMetaOf(request);
      await refuseLanguagesAtPages(db, request.body.languages);
      return withVersionEtag(reply, SETTINGS_DOCUMENT, await saveSettings(app, request.body, meta), meta);
    },
  );

  app.get(
    '/history/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['history'],
        summary: 'Saved versions of the site settings, newest first',
        response: { 200: historySchema, 401: detailErrorSchema },
      },
    },
    async () => listHistory(db, doc),
  );

  app.get(
    '/history/settings/compare',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['history'],
        summary: 'What changed in the site settings between two saved versions',
        querystring: compareQuerySchema.omit({ locale: true }),
        response: COMPARE_RESPONSES,
      },
    },
    // The settings have no draft: `to=draft` is the 404 that says so.
    async (request) => compareVersions(db, { ...doc, schema: siteSettingsSchema }, ...comparedVersions(request.query)),
  );

  app.get(
    '/history/settings/:version',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['history'],
        summary: 'One saved version of the site settings',
        params: versionParams,
        response: { 200: revisionSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request) => readRevision(db, doc, request.params.version),
  );

  app.post(
    '/history/settings/:version/restore',
    {
      onRequest: requirePermission('change_settings'),
      schema: {
        tags: ['history'],
        summary: 'Save an old version of the site settings again as the newest',
        params: versionParams,
        response: RESTORE_RESPONSES,
      },
    },
    async (request, reply) => {
      const { version } = request.params;
      const old = await readRevision(db, doc, version);
      await refuseLanguagesAtPages(db, (old.data as SiteSettings).languages).catch((error: unknown) => {
        throw restoreRefusal(version, error);
      });
      const data = await saveSettings(app, old.data, restoreMeta(saveMetaOf(request), version)).catch((error: unknown) => {
        throw restoreRefusal(version, error);
      });
      const saved = await currentVersion(db, SETTINGS_DOCUMENT);
      reply.header('etag', etagOf(saved));
      return { into: 'live' as const, version: saved.version, etag: etagOf(saved), data };
    },
  );
};

export default fp(settingsRoutes, {
  name: 'settings-routes',
  decorators: { fastify: ['db', 'config', 'storage'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
