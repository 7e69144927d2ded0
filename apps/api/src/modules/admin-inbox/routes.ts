import {
  adminContactMessageDetailsSchema,
  adminCustomerDetailsSchema,
  adminCustomerSchema,
  adminCustomersQuerySchema,
  adminMessagesPageSchema,
  adminMessagesQuerySchema,
  contactReplyBodySchema,
  dataOf,
  errorBodySchema,
  idParam,
  markReadBodySchema,
  pagedOf,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import {
  customerDetails,
  listCustomers,
  listMessages,
  markRead,
  messageDetails,
  reply,
  unreadCount,
} from './service.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** The inboxes: contact messages and customers (the orders desk, managers and owners; docs/decisions/0051). */
export async function adminInboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['admin: inbox'];

  app.get(
    '/messages',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags,
        summary: 'Contact messages, newest first (filter=unread for the unread ones), with the unread count',
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessagesPageSchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => listMessages(db, request.query),
  );

  app.get(
    '/messages/unread-count',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags,
        summary: 'How many contact messages nobody has read yet, for the menu',
        response: { 200: dataOf(z.object({ unread: z.number() })), ...errors },
      },
    },
    async () => ({ data: { unread: await unreadCount(db) } }),
  );

  app.get(
    '/messages/:id',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags,
        summary: 'One contact message with its replies and how their e-mails fared',
        params: idParam,
        response: { 200: dataOf(adminContactMessageDetailsSchema), 404: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await messageDetails(db, request.params.id) }),
  );

  app.post(
    '/messages/:id/read',
    {
      config: { permission: 'messages.write' },
      schema: {
        tags,
        summary: 'Mark a contact message read (read: true) or unread again (read: false)',
        params: idParam,
        body: markReadBodySchema,
        response: {
          200: dataOf(adminContactMessageDetailsSchema),
          404: errorBodySchema,
          422: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { read } = request.body;
      return { data: await markRead(db, auditActor(request), id, read) };
    },
  );

  app.post(
    '/messages/:id/replies',
    {
      config: { permission: 'messages.write' },
      schema: {
        tags,
        summary:
          "Answer a contact message by e-mail to its sender (queued in the outbox, recorded, marks it read); locale is the e-mail's language",
        params: idParam,
        body: contactReplyBodySchema,
        response: {
          201: dataOf(adminContactMessageDetailsSchema),
          404: errorBodySchema,
          422: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply_) => {
      const { id } = request.params;
      const body = request.body;
      const answered = await reply(db, auditActor(request), id, body, request.locale);
      return reply_.status(201).send({ data: answered });
    },
  );

  app.get(
    '/customers',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: customers'],
        summary: 'Customers, newest first; q finds a name (Arabic-normalised), a phone in any Libyan form or an e-mail',
        querystring: adminCustomersQuerySchema,
        response: { 200: pagedOf(adminCustomerSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request) => listCustomers(db, request.query),
  );

  app.get(
    '/customers/:id',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: customers'],
        summary: 'One customer with their orders, newest first',
        params: idParam,
        response: { 200: dataOf(adminCustomerDetailsSchema), 404: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await customerDetails(db, request.params.id) }),
  );
}
