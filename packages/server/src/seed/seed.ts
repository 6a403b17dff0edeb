import type { FastifyInstance } from 'fastify';
// PLACEHOLDER: replaced by the seed helper.
export async function seedIfEmpty(_app: FastifyInstance) {}
