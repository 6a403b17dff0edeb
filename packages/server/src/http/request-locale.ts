// The language a request names in its query (`?locale=`), resolved against the site's languages:
// for routes whose body is no document (drafts' publish, history, review), so `localisedWrite` does
// not apply. A code the site does not have is the 400 of resolveLocale.
import type { FastifyRequest } from 'fastify';
import { resolveLocale, type Locale } from '../content/translations.js';

export const queriedLocale = (request: FastifyRequest): Promise<Locale> =>
  resolveLocale(request.server.db, (request.query as { locale?: string } | undefined)?.locale);
