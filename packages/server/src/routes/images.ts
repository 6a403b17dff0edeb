import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// PLACEHOLDER: replaced by the images helper.
export const imageRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async () => {};
