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
import { staffRoutes } from '../../http/staff-routes.js';
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

/** 304 without a body: the desk's copy is current. */
const notModified = (reply: FastifyReply) => reply.code(304).send();

/** The orders desk. */
export async function adminOrdersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, tags);
  const write = { permission: 'orders.write', clearsCache: false } as const;
  /** a route on one order, by its uuid, that answers the whole order */
  const anOrder = { params: uuidParam, data: adminOrderSchema } as const;

  route.page(
    '/orders',
    {
      permission: 'orders.read',
      summary:
        'Orders, newest first: filter by status, delivery, city and days; search number, phone and names; counts per status',
      querystring: adminOrdersQuerySchema,
      data: adminOrdersPageSchema,
      refusals: [422],
    },
    ({ query }) => listOrders(db, query),
  );

  // answers an ETag and a bodiless 304, which a staff route's one answer does not
  app.get(
    '/orders/summary',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary:
          'Counts per status and the newest order, for polling: send If-None-Match with the last ETag (304, no body, when unchanged)',
        response: { 200: dataOf(ordersSummarySchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { summary, etag } = await ordersSummary(db);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return notModified(reply);
      return { data: summary };
    },
  );

  route.read(
    '/orders/:uuid',
    {
      permission: 'orders.read',
      summary: 'One order: lines, client, receiver, delivery, totals, cash to collect, history, notes, allowed moves',
      ...anOrder,
      refusals: [404],
    },
    ({ params }) => orderDetails(db, params.uuid),
  );
  route.change(
    'POST',
    '/orders/:uuid/status',
    {
      ...write,
      summary:
        'Move an order: pending → confirmed → preparing → shipped → delivered, or cancel before shipping (stock and code use come back). 422 names the allowed moves; 409 when someone changed it first (send expected_status)',
      ...anOrder,
      body: statusChangeSchema,
      refusals: [404, 409, 422],
    },
    (actor, { params, body }) => changeStatus(db, actor, params.uuid, body),
  );
  route.create(
    '/orders/:uuid/notes',
    {
      ...write,
      summary: 'Add a staff note to an order (never shown to the shopper)',
      params: uuidParam,
      body: orderNoteBodySchema,
      data: orderNoteSchema,
      refusals: [404, 422],
    },
    (actor, { params, body }) => addNote(db, actor, params.uuid, body.body),
  );
  route.change(
    'POST',
    '/orders/bulk-status',
    {
      ...write,
      summary: 'Move up to 100 orders to one status; each is changed or refused on its own',
      body: bulkStatusSchema,
      data: bulkStatusResultSchema,
      refusals: [422],
    },
    async (actor, { body, request }) => {
      const { updated, failed } = await bulkChangeStatus(db, actor, body);
      return {
        updated,
        failed: failed.map((f) => ({
          uuid: f.uuid,
          message: message(f.message.code, request.locale, f.message.params),
        })),
      };
    },
  );
  route.change(
    'POST',
    '/orders/:uuid/confirm-cod',
    {
      ...write,
      summary:
        "Mark a cash order waiting for the shopper's confirmation as confirmed by phone (its link stops working); 409 when it is not waiting",
      ...anOrder,
      message: 'order_confirmed_by_staff',
      refusals: [404, 409],
    },
    (actor, { params }) => confirmByPhone(db, actor, params.uuid),
  );

  route.read(
    '/cod-confirmation',
    {
      permission: 'orders.read',
      summary: "Whether new cash-on-delivery orders wait for the shopper's confirmation",
      data: codConfirmationSchema,
    },
    () => codConfirmation(db),
  );
  route.change(
    'PATCH',
    '/cod-confirmation',
    {
      permission: 'settings.manage',
      clearsCache: false,
      summary:
        "Turn cash-on-delivery confirmation on or off: when on, new cash orders wait for the shopper's link or the shop's call",
      body: codConfirmationSchema,
      data: codConfirmationSchema,
      message: 'cod_confirmation_saved',
      refusals: [422],
    },
    (actor, { body }) => setCodConfirmation(db, actor, body.enabled),
  );
}
