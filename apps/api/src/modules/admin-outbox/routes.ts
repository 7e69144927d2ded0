import {
  errorBodySchema,
  failedMessageSchema,
  failedMessagesQuerySchema,
  idParam,
  message,
  pagedOf,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { failedMessages, retryMessage } from './service.js';

const tags = ['admin: messages'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** Messages that kept failing (docs/decisions/0036-durable-outbox.md): kept, listed and sent again by staff. */
export async function adminOutboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/outbox/failed',
    {
      config: { permission: 'outbox.manage' },
      schema: {
        tags,
        summary: 'Messages (e-mail, SMS) that kept failing, newest first, with the last error',
        querystring: failedMessagesQuerySchema,
        response: { 200: pagedOf(failedMessageSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return failedMessages(db, request.query);
    },
  );

  app.post(
    '/outbox/:id/retry',
    {
      config: { permission: 'outbox.manage' },
      schema: {
        tags,
        summary: 'Send a failed message again (queued at once; its idempotency key is kept)',
        params: idParam,
        response: { 200: z.object({ message: z.string() }), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await retryMessage(db, auditActor(request), request.params.id);
      return { message: message('outbox_message_retried', request.locale) };
    },
  );
}
