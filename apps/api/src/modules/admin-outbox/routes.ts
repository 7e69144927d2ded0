import { failedMessageSchema, failedMessagesQuerySchema, idParam, pagedOf } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { staffRoutes } from '../../http/staff-routes.js';
import { failedMessages, retryMessage } from './service.js';

/** Messages that kept failing (docs/decisions/0036-durable-outbox.md): kept, listed and sent again by staff. */
export async function adminOutboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, ['admin: messages']);

  route.page(
    '/outbox/failed',
    {
      permission: 'outbox.manage',
      summary: 'Messages (e-mail, SMS) that kept failing, newest first, with the last error',
      querystring: failedMessagesQuerySchema,
      data: pagedOf(failedMessageSchema),
      refusals: [422],
    },
    ({ query }) => failedMessages(db, query),
  );
  route.change(
    'POST',
    '/outbox/:id/retry',
    {
      permission: 'outbox.manage',
      clearsCache: false,
      summary: 'Send a failed message again (queued at once; its idempotency key is kept)',
      params: idParam,
      message: 'outbox_message_retried',
      refusals: [404, 422],
    },
    (actor, { params }) => retryMessage(db, actor, params.id),
  );
}
