// Errors as values at the edge: logic throws ApiError with the exact body the contract names, and
// one error handler turns schema-validation failures into the body shape each route declares.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/dialect.js';
import {
  CONTACT_FIELDS,
  contactErrorMessage,
  FILL_ALL_FIELDS,
  describeKind,
  isGenericIssueMessage,
  type IssueFacts,
} from '@site/contracts';

/** Which error body a route answers a 400 with (the contract has three, inherited from the original). */
type ErrorFormat = 'issues' | 'djoser' | 'contact';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorFormat?: ErrorFormat;
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    /** Headers the answer carries besides the body (e.g. a 412's current ETag). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export interface Issue {
  path: string;
  message: string;
}

/** 400 {error, issues}, each issue a dot-separated path and its sentence, for a document that does not fit its schema. */
export function invalidDocument(issues: Issue[], what = 'The document'): ApiError {
  const first = issues[0];
  const where = first && first.path ? ` at "${first.path}"` : '';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return new ApiError(400, {
    error: `${what} is not valid${where}: ${first?.message ?? 'unknown problem'}${more}`,
    issues,
  });
}

/** Turns zod issues (path arrays) into the contract's {path, message}. */
export function toIssues(zodIssues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Issue[] {
  return zodIssues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

interface ValidationEntry {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** How a parameter of the address or the query is called in a sentence. */
function parameterLabel(name: string, routeUrl: string): string {
  if (name === 'q') return 'search text';
  if (name === 'id') {
    // "/images/:id" -> "image id": the collection before the id says what it identifies.
    const segments = routeUrl.split('/').filter(Boolean);
    const collection = segments[segments.indexOf(':id') - 1];
    if (collection) return `${collection.replace(/-/g, ' ').replace(/s$/, '')} id`;
  }
  return name.replace(/_/g, ' ');
}

/**
 * The sentence for a generic problem with a named parameter of the address or the query ("The image
 * id must be a whole number."), or undefined for a problem the parameter's schema words itself.
 */
function parameterMessage(label: string, generic: string, facts: IssueFacts): string | undefined {
  const the = `The ${label}`;
  const keyword = facts.code;
  if (keyword === 'invalid_type') {
    if (generic === 'This field is required.') return `${the} is required.`;
    // A parameter given twice in the query arrives as a list.
    if (generic.endsWith(', not a list.')) return `Give the ${label} only once.`;
    // Every number in an address or a query is a whole one (ids, versions, pages), and text that is no
    // number at all reaches zod as "expected number", so both say whole number.
    const kind = facts.expected === 'number' ? 'int' : facts.expected;
    return `${the} must be ${describeKind(kind)}.`;
  }
  if (keyword === 'too_big') {
    if (facts.origin === 'string') return `${the} may be at most ${Number(facts.maximum)} characters.`;
    return `${the} is too large.`;
  }
  if (keyword === 'too_small') {
    if (facts.origin === 'string') return `${the} may not be empty.`;
    return `${the} must be at least ${Number(facts.minimum)}.`;
  }
  if (keyword === 'invalid_value' && Array.isArray(facts.values)) {
    return `${the} must be one of: ${facts.values.map(String).join(', ')}.`;
  }
  return undefined;
}

function validationIssues(error: FastifyError, routeUrl: string): Issue[] {
  const entries = (error.validation ?? []) as ValidationEntry[];
  const context = (error as FastifyError & { validationContext?: string }).validationContext;
  const inAddress = context === 'params' || context === 'querystring';
  return entries.map((v) => {
    const base = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    // zod reports an unknown key at the object's path with the key names in params.keys.
    const keys = v.keyword === 'unrecognized_keys' && Array.isArray(v.params?.keys) ? (v.params.keys as string[]) : [];
    if (keys.length) return { path: base, message: `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.` };
    const facts: IssueFacts = { ...v.params, code: v.keyword };
    // A parameter's generic problem names the parameter; a message its schema gives stays as written.
    const named =
      inAddress && base && v.message && isGenericIssueMessage(v.message, facts)
        ? parameterMessage(parameterLabel(base.split('.')[0] ?? base, routeUrl), v.message, facts)
        : undefined;
    return { path: base, message: named ?? v.message ?? 'Invalid value.' };
  });
}

function formatValidation(
  format: ErrorFormat,
  error: FastifyError,
  routeUrl: string,
): { status: number; body: Record<string, unknown> } {
  const issues = validationIssues(error, routeUrl);
  if (format === 'contact') {
    const error = contactErrorMessage(issues.map((i) => i.message));
    // The fields left empty, for the form to mark beside the one sentence.
    const empty = new Set(issues.filter((i) => i.message === FILL_ALL_FIELDS).map((i) => i.path.split('.')[0]));
    const missing = CONTACT_FIELDS.filter((field) => empty.has(field));
    return { status: 400, body: { ok: false, error, ...(error === FILL_ALL_FIELDS && missing.length ? { missing } : {}) } };
  }
  if (format === 'djoser') {
    const fields: Record<string, string[]> = {};
    for (const issue of issues) {
      const field = issue.path.split('.')[0] || 'non_field_errors';
      (fields[field] ??= []).push(issue.message);
    }
    return { status: 400, body: fields };
  }
  const context = (error as FastifyError & { validationContext?: string }).validationContext;
  const what = context === 'querystring' ? 'The query' : context === 'params' ? 'The address' : 'The request body';
  const err = invalidDocument(issues, what);
  return { status: err.status, body: err.body };
}

/** The answer while the database cannot be reached; the server recovers by itself when it can. */
export const DATABASE_UNAVAILABLE = 'The site cannot reach its database right now. Please try again in a moment.';

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const format = request.routeOptions.config?.errorFormat ?? 'issues';
  if (error instanceof ApiError) return reply.status(error.status).headers(error.headers).send(error.body);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { status, body } = formatValidation(format, error, request.routeOptions.url ?? '');
    return reply.status(status).send(body);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database could not be reached');
    const body = { error: DATABASE_UNAVAILABLE };
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(format === 'contact' ? { ok: false, ...body } : body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  }
  // Fastify's own 4xx (bad JSON, body too large, wrong content type): keep its status, say it plainly.
  const message = plainMessage(error, request);
  return reply.status(status).send(format === 'contact' ? { ok: false, error: message } : { error: message });
}

function plainMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const consumes = request.routeOptions.schema?.consumes ?? ['application/json'];
      return `Send the body as ${consumes.join(' or ')}.`;
    }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON document.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      return error.message.endsWith('.') ? error.message : `${error.message}.`;
  }
}
