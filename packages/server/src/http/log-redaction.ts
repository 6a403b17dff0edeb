// What the request log may say about a request. Some addresses carry a secret in their query: a
// preview link's `?preview=<token>` opens every draft for up to a week, and any parameter named like
// a token, key, password, secret or signature is treated the same way. The log keeps the parameter's
// name and shows its value as [REDACTED], so whoever reads the logs learns which kind of link was
// used and nothing that opens it. Headers are never logged (the request serializer names what is),
// so neither the Authorization header nor cookies reach the log.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/** A query parameter's name that says its value is a secret, whatever its case or separators. */
const SECRET_NAME = /^(preview|code|sig|pwd|pass)$|token|key|secret|passw|signature|credential|session|auth|jwt|otp|nonce/i;

/** One `name=value` of a query string, after its `?` or `&`. */
const QUERY_PAIR = /([?&])([^=&#\s?]+)=([^&#\s"'<>]*)/g;

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A review link's token, which is in its path: `/review/<token>`, `/backend/api/link-review/<token>`. */
const REVIEW_TOKEN_PATH = /(\/(?:link-)?review\/)[\w-]{20,}/g;

/** The text with the value of every secret query parameter in it, and every review link's token, replaced by [REDACTED]. */
export function redactSecrets(text: string): string {
  const paths = text.replace(REVIEW_TOKEN_PATH, `$1${REDACTED}`);
  if (!paths.includes('=')) return paths;
  return paths.replace(QUERY_PAIR, (pair, lead: string, name: string) =>
    SECRET_NAME.test(decoded(name)) ? `${lead}${name}=${REDACTED}` : pair,
  );
}

/** Fastify's request and reply serializers, with the address redacted. */
const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactSecrets(request.originalUrl),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
};

/** The error itself, or a copy whose message and stack no longer hold a secret (it may name the address). */
function redactedError(error: Error): Error {
  const message = redactSecrets(error.message);
  const stack = error.stack === undefined ? undefined : redactSecrets(error.stack);
  if (message === error.message && stack === error.stack) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true });
  Object.defineProperty(copy, 'stack', { value: stack, writable: true, configurable: true });
  return copy;
}

/** One argument of a log call, redacted: a text, an error, or an object with an `err`. */
function redactArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return redactSecrets(arg);
  if (arg instanceof Error) return redactedError(arg);
  if (arg && typeof arg === 'object' && 'err' in arg && arg.err instanceof Error) {
    return { ...arg, err: redactedError(arg.err) };
  }
  return arg;
}

/**
 * The logger's options: redacted serializers, and every text and error logged (such as Fastify's
 * "Route GET:/x?token=… not found") redacted too.
 */
export function loggerOptions(stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    serializers: logSerializers,
    hooks: {
      logMethod(args, method) {
        const safe = args.map(redactArgument);
        return method.apply(this, safe as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
