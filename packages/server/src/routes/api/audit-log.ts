// The audit log over HTTP (admins only): one page of the entries, newest first, filtered by who, what
// and when, and the same entries as a CSV file. Read only: there is no route that edits or deletes
// an entry (a PUT, PATCH or DELETE here answers 404 or 405); retention is the server's own job.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_LOG_PAGE_SIZE,
  auditEntrySchema,
  auditLogFilterSchema,
  auditLogQuerySchema,
  detailErrorSchema,
  OFFSET_HEADER,
  TOTAL_COUNT_HEADER,
  validationErrorSchema,
} from '@site/contracts';
import { auditCsvFileName, auditCsvStream } from '../../audit/audit-csv.js';
import { auditEntriesForExport, countAuditEntries, listAuditEntries } from '../../audit/audit-entries.js';
import { requirePermission } from '../../http/guard.js';

const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['audit log'];
  const security = [{ token: [] }];
  const guard = requirePermission('read_audit_log');

  app.get(
    '/audit-log',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'The audit log, newest first: actor (a username), action, since and until (a day or an ISO time) filter it; ' +
          `page (from 1) and limit (${AUDIT_LOG_PAGE_SIZE} by default) take one page. X-Total-Count: how many match; ` +
          'X-Offset: where the page starts',
        querystring: auditLogQuerySchema,
        response: { 200: z.array(auditEntrySchema), 400: validationErrorSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = AUDIT_LOG_PAGE_SIZE, ...filter } = request.query;
      const offset = (page - 1) * limit;
      reply.header(TOTAL_COUNT_HEADER, String(await countAuditEntries(db, filter))).header(OFFSET_HEADER, String(offset));
      return await listAuditEntries(db, filter, { limit, offset });
    },
  );

  // A static path: registered beside the list, so "export.csv" is never read as anything else.
  app.get(
    '/audit-log/export.csv',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Download the audit log entries (those matching the filters, if given) as a CSV file, newest first',
        querystring: auditLogFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: validationErrorSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (request, reply) => {
      // Written to the reply as the rows are read (see the inbox's export for why a stream is sent as it is).
      const csv: unknown = auditCsvStream(auditEntriesForExport(db, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFileName(app.clock())}"`)
        .send(csv as string);
    },
  );
};

export default fp(auditLogRoutes, {
  name: 'audit-log-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
