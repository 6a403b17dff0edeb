// Cross-origin access to the API: none unless CORS_ORIGINS lists origins (config.ts). The site and
// the editor are served from the server's own origin and never need it; an allow-list is for a
// separate front end. Tokens travel in the Authorization header, never in cookies, so no credentials mode.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  // Not registered at all when empty: no header for any origin, and no catch-all OPTIONS route.
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Lets a browser reuse a preflight for ten minutes instead of asking before every write.
    maxAge: 600,
  });
}
