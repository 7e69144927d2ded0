import {
  IDEMPOTENCY_HEADER,
  changeOrderProductSchema,
  dataOf,
  discountCodeQuerySchema,
  discountCodeSchema,
  errorBodySchema,
  idempotencyKeySchema,
  message,
  orderSchema,
  orderSummarySchema,
  ordersQuerySchema,
  pagedOf,
  saleBodySchema,
  uuidParam,
} from '@dukkan/contracts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AuthenticatedClient, bearerToken, requireClient, resolveClient } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { docs } from '../../http/openapi.js';
import { validate } from '../../http/validate.js';
import { deliveryRoutes } from '../delivery/routes.js';
import { changeOrderProduct, clientOrder, clientOrders, placeOrder, previewDiscountCode } from './service.js';

const tags = ['orders'];
const orderAnswer = dataOf(orderSchema).extend({ message: z.string() });

/** Orders placed per client per minute; more answer 429 with Retry-After. */
export const SALES_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Discount-code look-ups per client (or address, for guests) per minute, against guessing codes. */
export const CODE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

function client(request: FastifyRequest): AuthenticatedClient {
  if (!request.client) throw new HttpError(401, 'unauthenticated');
  return request.client;
}

const perClient = (request: FastifyRequest) => (request.client ? `client:${request.client.id}` : `ip:${request.ip}`);

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw new HttpError(422, 'idempotency_key_invalid', {
      idempotency_key: [message('idempotency_key_invalid', request.locale)],
    });
  }
  return parsed.data;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // after the token is read (preHandler), so the limit is per client
  const limited = (limit: { max: number; timeWindow: number }): { rateLimit: RateLimitOptions | false } => ({
    rateLimit: app.config.RATE_LIMIT ? { ...limit, hook: 'preHandler', keyGenerator: perClient } : false,
  });

  await app.register(deliveryRoutes);

  app.get(
    '/get-code-discount',
    {
      config: limited(CODE_RATE_LIMIT),
      // a valid bearer token makes the client's own limits count; an absent or stale one is a guest
      preHandler: async (request) => {
        const token = bearerToken(request);
        request.client = token ? await resolveClient(db, token) : null;
      },
      schema: docs({
        tags,
        summary:
          'Check a discount code; with `subtotal` (goods after product discounts, LYD) also its minimum order and the discount',
        querystring: discountCodeQuerySchema,
        response: { 200: dataOf(discountCodeSchema), 422: errorBodySchema, 429: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const query = validate(discountCodeQuerySchema, request.query, request);
      noStore(reply);
      const data = await previewDiscountCode(db, {
        code: query.code,
        subtotal: query.subtotal,
        clientId: request.client?.id ?? null,
        locale: request.locale,
      });
      return { data };
    },
  );

  app.post(
    '/sales',
    {
      preHandler: requireClient,
      config: limited(SALES_RATE_LIMIT),
      schema: docs({
        tags,
        summary: 'Place an order (cash on delivery). Send an Idempotency-Key header to make retries safe.',
        body: saleBodySchema,
        response: {
          200: orderAnswer,
          201: orderAnswer,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
        security: true,
      }),
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const body = validate(saleBodySchema, request.body, request);
      const { order, replayed } = await placeOrder(db, {
        clientId: client(request).id,
        body,
        idempotencyKey: key,
        locale: request.locale,
      });
      noStore(reply);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send({ data: order, message: message('order_placed', request.locale) });
    },
  );

  app.get(
    '/orders',
    {
      preHandler: requireClient,
      schema: docs({
        tags,
        summary: "The caller's orders, newest first, paged",
        querystring: ordersQuerySchema,
        response: { 200: pagedOf(orderSummarySchema), 401: errorBodySchema, 422: errorBodySchema },
        security: true,
      }),
    },
    async (request, reply) => {
      const query = validate(ordersQuerySchema, request.query, request);
      noStore(reply);
      return clientOrders(db, client(request).id, query);
    },
  );

  app.get(
    '/orders/:uuid',
    {
      preHandler: requireClient,
      schema: docs({
        tags,
        summary: "One of the caller's orders; anyone else's is 404",
        params: uuidParam,
        response: { 200: dataOf(orderSchema), 401: errorBodySchema, 404: errorBodySchema },
        security: true,
      }),
    },
    async (request, reply) => {
      const { uuid } = validate(uuidParam, request.params, request);
      noStore(reply);
      return { data: await clientOrder(db, client(request).id, uuid.toLowerCase()) };
    },
  );

  app.post(
    '/change-order-product',
    {
      preHandler: requireClient,
      schema: docs({
        tags,
        summary:
          'Change the quantity of a line of a pending order (0 removes it; removing the last line cancels the order)',
        body: changeOrderProductSchema,
        response: { 200: orderAnswer, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
        security: true,
      }),
    },
    async (request, reply) => {
      const body = validate(changeOrderProductSchema, request.body, request);
      const order = await changeOrderProduct(db, client(request).id, body, request.locale);
      noStore(reply);
      return { data: order, message: message('order_updated', request.locale) };
    },
  );
}
