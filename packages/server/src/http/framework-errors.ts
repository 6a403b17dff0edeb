// The answers Fastify and Node make before any hook runs: a URL whose %-escapes do not decode
// (`/%ff`), an over-long route parameter, and a request that is not valid HTTP at all. Left to their
// defaults they carry none of the security headers (helmet sets them in a hook) and Fastify's own
// error body; here they get the same headers as every other answer and the API's `{error}`.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a %-escape that does not decode to text.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long: one of its parts exceeds the limit.',
};

/** Fastify's `frameworkErrors` option, with the security headers every answer carries. */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const message = FRAMEWORK_MESSAGES[error.code];
    if (!message) request.log.error({ err: error }, 'request failed before routing');
    const status = message ? (error.statusCode ?? 400) : 500;
    reply
      .status(status)
      .headers(securityHeaders)
      .send({ error: message ?? GENERIC_500 });
  };
}

/** What Node reports for a request it could not parse, and the sentence for each. */
function clientProblem(code: string | undefined): { status: number; error: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'The request headers are too large.' };
  return { status: 400, error: 'The request is not valid HTTP.' };
}

/** Fastify's `clientErrorHandler` option: written straight to the socket, as no request exists yet. */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, error: message } = clientProblem(error.code);
      const body = JSON.stringify({ error: message });
      const headers = {
        ...securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
