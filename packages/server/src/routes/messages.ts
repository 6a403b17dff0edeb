import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// PLACEHOLDER: replaced by the messages helper.
export const messageRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async () => {};
