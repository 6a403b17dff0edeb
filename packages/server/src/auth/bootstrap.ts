import type { FastifyInstance } from 'fastify';
// PLACEHOLDER: replaced by the auth helper.
export async function bootstrapFirstAdmin(_app: FastifyInstance) {}
