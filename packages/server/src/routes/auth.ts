import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// PLACEHOLDER: replaced by the auth helper.
export const authRoutes: FastifyPluginAsyncZod = async () => {};
