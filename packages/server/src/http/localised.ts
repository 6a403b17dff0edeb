// What a content route needs for `?locale=`: the query's schema, and for writes a body that is
// checked against the language's translation schema instead of the document's own. A route's body
// schema is the document's (the default language's PUT, as the OpenAPI document shows it); a write
// naming another language has its body wrapped before validation, and the route's validator lets
// the wrapped body through to the handler, which checks it as that language's translation.
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { resolveLocale, type Locale } from '../content/translations.js';

export const localeQuerySchema = z.object({
  locale: z
    .string()
    .max(35, { error: 'A language code is at most 35 characters.' })
    .optional()
    .describe("The language (one of the site settings' codes); left out, the default language."),
});

/** The body of a write in a language other than the default, as the handler receives it. */
export class TranslationBody {
  constructor(
    readonly value: unknown,
    readonly locale: Locale,
  ) {}
}

const localeOf = (request: FastifyRequest): string | undefined => {
  const { locale } = (request.query ?? {}) as { locale?: unknown };
  return typeof locale === 'string' && locale !== '' ? locale : undefined;
};

/**
 * The route options of a write that takes `?locale=`: a body in another language is wrapped
 * (TranslationBody) before validation, and the validator passes it on unchecked for the handler.
 * A language the site does not have is refused here, before the body is read as anything.
 */
export const localisedWrite = {
  preValidation: async (request: FastifyRequest) => {
    const code = localeOf(request);
    if (code === undefined) return;
    const locale = await resolveLocale(request.server.db, code);
    if (!locale.isDefault) request.body = new TranslationBody(request.body, locale);
  },
  // Typed for any route's schema: it hands the zod compiler the route's own.
  validatorCompiler: ((route: FastifyRouteSchemaDef<unknown>) => {
    const validate = validatorCompiler(route as FastifyRouteSchemaDef<ZodType>);
    if (route.httpPart !== 'body') return validate;
    return (data: unknown) => (data instanceof TranslationBody ? { value: data } : validate(data));
  }) as FastifySchemaCompiler<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** The language a read names (`?locale=`), or undefined for the default without reading the settings. */
export async function requestedLocale(request: FastifyRequest): Promise<Locale | undefined> {
  const code = localeOf(request);
  if (code === undefined) return undefined;
  const locale = await resolveLocale(request.server.db, code);
  return locale.isDefault ? undefined : locale;
}
