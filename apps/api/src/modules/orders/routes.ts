import {
  IDEMPOTENCY_HEADER,
  changeOrderProductSchema,
  confirmationTokenParam,
  confirmedOrderSchema,
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
  trackQuerySchema,
  trackedOrderSchema,
  toldOf,
  uuidParam,
} from '@dukkan/contracts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerAuth, signedIn } from '../../auth/auth-plugin.js';
import { refused } from '../../http/errors.js';
import { addressNetwork } from '../../lib/address-network.js';
import { RetryLater } from '../../http/retry-later.js';
import { noStore } from '../../http/no-store.js';
import { cancelOwnOrder, confirmByLink, trackOrder } from './after-order.js';
import { changeOrderProduct } from './change-order.js';
import { placeOrder } from './place-order.js';
import { clientOrder, clientOrders, previewDiscountCode } from './read-orders.js';

const tags = ['orders'];
const orderAnswer = toldOf(orderSchema);

/** Orders placed per client per minute; more answer 429 with Retry-After. */
export const SALES_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Discount-code look-ups per client (or address, for guests) per minute, against guessing codes. */
export const CODE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * What one address may ask in all, whatever tokens it sends: a guest token costs nothing (30 every 10 minutes from
 * one address), so limits per client alone gave each of them its own 60 code guesses and 30 orders a minute (an
 * attacker review). Generous for many shoppers behind one carrier's address.
 */
export const ADDRESS_RATE_LIMITS = {
  codes: { max: 120, timeWindow: 60_000 },
  orders: { max: 60, timeWindow: 60_000 },
};

/** Public tracking look-ups per address per 10 minutes, against guessing numbers and phones. */
export const TRACK_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };
/** Confirmation-link uses per address per 10 minutes, against guessing tokens (they are 256 bits anyway). */
export const CONFIRM_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

const perClient = (request: FastifyRequest) => (request.client ? `client:${request.client.id}` : `ip:${request.ip}`);

/** The Idempotency-Key header, or null without one; a malformed one is refused before the body is read. */
function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw refused('idempotency_key_invalid', 'idempotency_key');
  return parsed.data;
}

/** The options of a read of the caller's own orders: signed in (bearer token), tagged and summarised for OpenAPI. */
function ownOrdersRead<S extends object>(summary: string, schema: S) {
  return { config: { auth: 'required' as const }, schema: { tags, summary, ...schema, security: bearerAuth } };
}

export async function ordersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  // after the token is read (the auth plugin's preValidation), before the body is validated: the limit is per client
  const limited = (limit: { max: number; timeWindow: number }): { rateLimit: RateLimitOptions | false } => ({
    rateLimit: app.config.RATE_LIMIT ? { ...limit, hook: 'preValidation', keyGenerator: perClient } : false,
  });
  // the address's own count, beside the client's: one handler per kind of request, shared by its routes
  const perAddress = (kind: keyof typeof ADDRESS_RATE_LIMITS) => {
    if (!app.config.RATE_LIMIT) return [];
    const check = app.createRateLimit({
      ...ADDRESS_RATE_LIMITS[kind],
      keyGenerator: (request) => `address-${kind}:${addressNetwork(request.ip)}`,
    });
    return [
      async (request: FastifyRequest) => {
        const verdict = await check(request);
        // a counted request answers isAllowed false; isExceeded says whether it went over
        if (!verdict.isAllowed && verdict.isExceeded) throw new RetryLater(verdict.ttlInSeconds);
      },
    ];
  };
  const addressCodes = perAddress('codes');
  const addressOrders = perAddress('orders');

  app.get(
    '/get-code-discount',
    {
      // a valid bearer token makes the client's own limits count; an absent or stale one is a guest
      config: { ...limited(CODE_RATE_LIMIT), auth: 'optional' },
      preValidation: [...addressCodes],
      schema: {
        tags,
        summary:
          'Check a discount code; with `subtotal` (goods after product discounts, LYD) also its minimum order and the discount',
        querystring: discountCodeQuerySchema,
        response: { 200: dataOf(discountCodeSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await previewDiscountCode(db, {
        code: request.query.code,
        subtotal: request.query.subtotal,
        clientId: request.client?.id ?? null,
      });
      return { data };
    },
  );

  app.post(
    '/sales',
    {
      config: { ...limited(SALES_RATE_LIMIT), auth: 'required' },
      preValidation: [...addressOrders, async (request: FastifyRequest) => void idempotencyKey(request)],
      schema: {
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
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const { order, replayed } = await placeOrder(db, {
        clientId: signedIn(request).id,
        body: request.body,
        idempotencyKey: idempotencyKey(request),
        language: request.locale,
      });
      noStore(reply);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send({ data: order, message: message('order_placed', request.locale) });
    },
  );

  app.get(
    '/orders',
    ownOrdersRead("The caller's orders, newest first, paged", {
      querystring: ordersQuerySchema,
      response: { 200: pagedOf(orderSummarySchema), 401: errorBodySchema, 422: errorBodySchema },
    }),
    async (request, reply) => {
      noStore(reply);
      return clientOrders(db, signedIn(request).id, request.query);
    },
  );

  app.get(
    '/orders/:uuid',
    ownOrdersRead("One of the caller's orders; anyone else's is 404", {
      params: uuidParam,
      response: { 200: dataOf(orderSchema), 401: errorBodySchema, 404: errorBodySchema },
    }),
    async (request, reply) => {
      noStore(reply);
      return { data: await clientOrder(db, signedIn(request).id, request.params.uuid.toLowerCase()) };
    },
  );

  app.post(
    '/change-order-product',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          'Change the quantity of a line of a pending order (0 removes it; removing the last line cancels the order)',
        body: changeOrderProductSchema,
        response: { 200: orderAnswer, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const order = await changeOrderProduct(db, signedIn(request).id, request.body);
      noStore(reply);
      // the last line removed cancels the order (its lines stay as they were ordered): the message says so
      const said = order.status.code === 'cancelled' ? 'order_cancelled' : 'order_updated';
      return { data: order, message: message(said, request.locale) };
    },
  );

  app.post(
    '/orders/:uuid/cancel',
    {
      config: { ...limited(SALES_RATE_LIMIT), auth: 'required' },
      preValidation: [...addressOrders],
      schema: {
        tags,
        summary:
          "Cancel one of the caller's orders while it is pending or confirmed (409 after that): stock and the discount code's use come back, the shop is told. Anyone else's is 404",
        params: uuidParam,
        response: {
          200: orderAnswer,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const order = await cancelOwnOrder(db, signedIn(request).id, request.params.uuid.toLowerCase());
      noStore(reply);
      return { data: order, message: message('order_cancelled', request.locale) };
    },
  );

  app.get(
    '/track',
    {
      config: limited(TRACK_RATE_LIMIT),
      schema: {
        tags,
        summary:
          "Track an order without logging in: its number and the receiver's or the account's phone. A wrong number and a wrong phone answer the same 404",
        querystring: trackQuerySchema,
        response: { 200: dataOf(trackedOrderSchema), 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await trackOrder(db, request.query.number, request.query.phone) };
    },
  );

  app.post(
    '/confirm-order/:token',
    {
      config: limited(CONFIRM_RATE_LIMIT),
      schema: {
        tags,
        summary:
          'Confirm a cash-on-delivery order with the single-use link from its order message; a used or unknown link is 404',
        params: confirmationTokenParam,
        response: {
          200: toldOf(confirmedOrderSchema),
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await confirmByLink(db, request.params.token);
      return { data, message: message('order_confirmed_by_client', request.locale) };
    },
  );
}
