import {
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  bulkStatusResultSchema,
  bulkStatusSchema,
  codConfirmationSchema,
  dataOf,
  errorBodySchema,
  message,
  orderNoteBodySchema,
  orderNoteSchema,
  ordersSummarySchema,
  statusChangeSchema,
  uuidParam,
} from '@dukkan/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../auth/staff-guard.js';
import { z } from 'zod';
import {
  addNote,
  bulkChangeStatus,
  changeStatus,
  codConfirmation,
  confirmByPhone,
  listOrders,
  orderDetails,
  ordersSummary,
  setCodConfirmation,
} from './service.js';

const tags = ['admin: orders'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** 304 without a body: the desk's copy is current. */
const notModified = (reply: FastifyReply) => reply.code(304).send();

/** The orders desk. */
export async function adminOrdersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary:
          'Orders, newest first: filter by status, delivery, city and days; search number, phone and names; counts per status',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => listOrders(db, request.query),
  );

  app.get(
    '/orders/summary',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary:
          'Counts per status and the newest order, for polling: send If-None-Match with the last ETag (304, no body, when unchanged)',
        response: { 200: dataOf(ordersSummarySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { summary, etag } = await ordersSummary(db);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return notModified(reply);
      return { data: summary };
    },
  );

  app.get(
    '/orders/:uuid',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'One order: lines, client, receiver, delivery, totals, cash to collect, history, notes, allowed moves',
        params: uuidParam,
        response: { 200: dataOf(adminOrderSchema), 404: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await orderDetails(db, request.params.uuid) }),
  );

  app.post(
    '/orders/:uuid/status',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary:
          'Move an order: pending → confirmed → preparing → shipped → delivered, or cancel before shipping (stock and code use come back). 422 names the allowed moves; 409 when someone changed it first (send expected_status)',
        params: uuidParam,
        body: statusChangeSchema,
        response: {
          200: dataOf(adminOrderSchema),
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      const body = request.body;
      return { data: await changeStatus(db, auditActor(request), uuid, body) };
    },
  );

  app.post(
    '/orders/:uuid/notes',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Add a staff note to an order (never shown to the shopper)',
        params: uuidParam,
        body: orderNoteBodySchema,
        response: { 201: dataOf(orderNoteSchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { uuid } = request.params;
      const { body } = request.body;
      return reply.status(201).send({ data: await addNote(db, auditActor(request), uuid, body) });
    },
  );

  app.post(
    '/orders/bulk-status',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Move up to 100 orders to one status; each is changed or refused on its own',
        body: bulkStatusSchema,
        response: { 200: dataOf(bulkStatusResultSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const { updated, failed } = await bulkChangeStatus(db, auditActor(request), body);
      return {
        data: {
          updated,
          failed: failed.map((f) => ({
            uuid: f.uuid,
            message: message(f.message.code, request.locale, f.message.params),
          })),
        },
      };
    },
  );

  app.post(
    '/orders/:uuid/confirm-cod',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary:
          "Mark a cash order waiting for the shopper's confirmation as confirmed by phone (its link stops working); 409 when it is not waiting",
        params: uuidParam,
        response: {
          200: dataOf(adminOrderSchema).extend({ message: z.string() }),
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const order = await confirmByPhone(db, auditActor(request), request.params.uuid);
      return { data: order, message: message('order_confirmed_by_staff', request.locale) };
    },
  );

  app.get(
    '/cod-confirmation',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: "Whether new cash-on-delivery orders wait for the shopper's confirmation",
        response: { 200: dataOf(codConfirmationSchema), ...errors },
      },
    },
    async () => ({ data: await codConfirmation(db) }),
  );

  app.patch(
    '/cod-confirmation',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary:
          "Turn cash-on-delivery confirmation on or off: when on, new cash orders wait for the shopper's link or the shop's call",
        body: codConfirmationSchema,
        response: {
          200: dataOf(codConfirmationSchema).extend({ message: z.string() }),
          422: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await setCodConfirmation(db, auditActor(request), request.body.enabled),
      message: message('cod_confirmation_saved', request.locale),
    }),
  );
}
