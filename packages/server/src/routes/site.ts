// Everything that is not the API: the public pages and the admin app, plus the 404 answers.
// Until the web package's server renderer is built, pages answer a minimal HTML document.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ALIAS_BASE, API_BASE, AUTH_BASE } from '@site/contracts';

const API_PREFIXES = [API_BASE, API_ALIAS_BASE, AUTH_BASE];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0];
  return reply.status(404).send({ error: `There is no API route ${request.method} ${pathname}.` });
}

export async function siteRoutes(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') return apiNotFound(request, reply);
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not Found</title></head><body><h1>404 Not Found</h1></body></html>');
  });
}
