import {
  adminContactMessageDetailsSchema,
  adminCustomerDetailsSchema,
  adminCustomerSchema,
  adminCustomersQuerySchema,
  adminMessagesPageSchema,
  adminMessagesQuerySchema,
  contactReplyBodySchema,
  idParam,
  markReadBodySchema,
  pagedOf,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffRoutes } from '../../http/staff-routes.js';
import {
  customerDetails,
  listCustomers,
  listMessages,
  markRead,
  messageDetails,
  reply,
  unreadCount,
} from './service.js';

/** The inboxes: contact messages and customers (the orders desk, managers and owners; docs/decisions/0051). */
export async function adminInboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const inbox = staffRoutes(app, ['admin: inbox']);
  const customers = staffRoutes(app, ['admin: customers']);
  const answer = { permission: 'messages.write', clearsCache: false, params: idParam, refusals: [404, 422] } as const;

  inbox.page(
    '/messages',
    {
      permission: 'messages.read',
      summary: 'Contact messages, newest first (filter=unread for the unread ones), with the unread count',
      querystring: adminMessagesQuerySchema,
      data: adminMessagesPageSchema,
      refusals: [422],
    },
    ({ query }) => listMessages(db, query),
  );
  inbox.read(
    '/messages/unread-count',
    {
      permission: 'messages.read',
      summary: 'How many contact messages nobody has read yet, for the menu',
      data: z.object({ unread: z.number() }),
    },
    async () => ({ unread: await unreadCount(db) }),
  );
  inbox.read(
    '/messages/:id',
    {
      permission: 'messages.read',
      summary: 'One contact message with its replies and how their e-mails fared',
      params: idParam,
      data: adminContactMessageDetailsSchema,
      refusals: [404],
    },
    ({ params }) => messageDetails(db, params.id),
  );
  inbox.change(
    'POST',
    '/messages/:id/read',
    {
      ...answer,
      summary: 'Mark a contact message read (read: true) or unread again (read: false)',
      body: markReadBodySchema,
      data: adminContactMessageDetailsSchema,
    },
    (actor, { params, body }) => markRead(db, actor, params.id, body.read),
  );
  inbox.create(
    '/messages/:id/replies',
    {
      ...answer,
      summary:
        "Answer a contact message by e-mail to its sender (queued in the outbox, recorded, marks it read); language is the e-mail's language (the member's when absent)",
      body: contactReplyBodySchema,
      data: adminContactMessageDetailsSchema,
    },
    (actor, { params, body, request }) => reply(db, actor, params.id, body, request.locale),
  );

  customers.page(
    '/customers',
    {
      permission: 'customers.read',
      summary: 'Customers, newest first; q finds a name (Arabic-normalised), a phone in any Libyan form or an e-mail',
      querystring: adminCustomersQuerySchema,
      data: pagedOf(adminCustomerSchema),
      refusals: [422],
    },
    ({ query }) => listCustomers(db, query),
  );
  customers.read(
    '/customers/:id',
    {
      permission: 'customers.read',
      summary: 'One customer with their orders, newest first',
      params: idParam,
      data: adminCustomerDetailsSchema,
      refusals: [404],
    },
    ({ params }) => customerDetails(db, params.id),
  );
}
