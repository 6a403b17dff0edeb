import type { FastifyInstance } from 'fastify';
// PLACEHOLDER: replaced by the images helper.
export async function mediaRoutes(_app: FastifyInstance) {}
