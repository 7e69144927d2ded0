import { auditEntrySchema, auditQuerySchema, errorBodySchema, pagedOf } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLog } from './service.js';

/** The audit log, read-only: nothing in the API changes or removes its rows. */
export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit-log',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin: audit log'],
        summary: 'Every staff write, newest first: who, what, before and after, when, from where',
        querystring: auditQuerySchema,
        response: { 200: pagedOf(auditEntrySchema), 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => auditLog(app.db, request.query),
  );
}
