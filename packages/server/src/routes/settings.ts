// The site settings (GET public, PUT admin) and their history: `/history/settings`, `…/{version}`,
// `POST …/{version}/restore`. A save that names a new favicon makes its icons first.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  historySchema,
  restoredSchema,
  revisionSchema,
  siteSettingsSchema,
  validationErrorSchema,
} from '@site/contracts';
import { listHistory, readRevision } from '../content/history.js';
import { readSettings, saveSettings, SETTINGS_VERSIONED } from '../content/settings.js';
import { currentVersion, etagOf, SETTINGS_DOCUMENT } from '../content/versions.js';
import { ApiError } from '../http/errors.js';
import { requireAdmin } from '../http/guard.js';
import { saveMetaOf, withVersionEtag } from '../http/versioned.js';

const versionParams = z.object({
  version: z.coerce
    .number({ error: 'The version must be a whole number.' })
    .int('The version must be a whole number.')
    .min(1, 'Versions start at 1.'),
});

export const settingsRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  const hide = opts.hide ?? false;
  const tags = ['settings'];
  const doc = { ...SETTINGS_VERSIONED, save: () => undefined };

  app.get(
    '/settings',
    {
      schema: {
        tags,
        hide,
        summary: 'The site settings: name, title template, defaults, favicon',
        response: { 200: siteSettingsSchema },
      },
    },
    (_request, reply) => {
      reply.header('etag', etagOf(currentVersion(db, SETTINGS_DOCUMENT)));
      return readSettings(db);
    },
  );

  app.put(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        hide,
        summary: 'Replace the site settings',
        body: siteSettingsSchema,
        response: { 200: siteSettingsSchema, 400: validationErrorSchema, 401: detailErrorSchema, 412: conflictSchema },
      },
    },
    async (request, reply) =>
      withVersionEtag(reply, SETTINGS_DOCUMENT, await saveSettings(app, request.body, saveMetaOf(request))),
  );

  app.get(
    '/history/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['history'],
        hide,
        summary: 'Saved versions of the site settings, newest first',
        response: { 200: historySchema, 401: detailErrorSchema },
      },
    },
    () => listHistory(db, doc),
  );

  app.get(
    '/history/settings/:version',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['history'],
        hide,
        summary: 'One saved version of the site settings',
        params: versionParams,
        response: { 200: revisionSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    (request) => readRevision(db, doc, request.params.version),
  );

  app.post(
    '/history/settings/:version/restore',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['history'],
        hide,
        summary: 'Save an old version of the site settings again as the newest',
        params: versionParams,
        response: {
          200: restoredSchema,
          400: validationErrorSchema,
          401: detailErrorSchema,
          404: errorSchema,
          412: conflictSchema,
        },
      },
    },
    async (request, reply) => {
      const { version } = request.params;
      const old = readRevision(db, doc, version);
      let data: unknown;
      try {
        data = await saveSettings(app, old.data, { ...saveMetaOf(request), note: `Restored version ${version}` });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          throw new ApiError(400, { ...error.body, error: `Version ${version} cannot be restored: ${String(error.body.error)}` });
        }
        throw error;
      }
      const saved = currentVersion(db, SETTINGS_DOCUMENT);
      reply.header('etag', etagOf(saved));
      return { version: saved.version, etag: etagOf(saved), data };
    },
  );
};
