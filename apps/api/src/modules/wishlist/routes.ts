import {
  dataOf,
  errorBodySchema,
  uuidParam,
  wishlistAddSchema,
  wishlistItemSchema,
  wishlistMergeSchema,
  wishlistProductSchema,
  wishlistProductsQuerySchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientRoute, signedIn } from '../../auth/auth-plugin.js';
import { noStore } from '../../http/no-store.js';
import { addToWishlist, mergeWishlist, productCards, removeFromWishlist, wishlist } from './service.js';

const tags = ['wishlist'];
const listAnswer = dataOf(z.array(wishlistItemSchema));

/**
 * The wishlist: on the account for clients (`/api/client/wishlist`), in the browser for guests, who read their
 * products' cards from `/api/client/wishlist/products`. Every write answers the whole list.
 */
export async function wishlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/wishlist',
    clientRoute(tags, "The client's wishlist with its products, newest first", {
      response: { 200: listAnswer, 401: errorBodySchema },
    }),
    async (request, reply) => {
      noStore(reply);
      return { data: await wishlist(db, signedIn(request).id) };
    },
  );

  app.post(
    '/wishlist',
    clientRoute(tags, 'Add a product to the wishlist (at most 100; an unknown product is 422 on product_uuid)', {
      body: wishlistAddSchema,
      response: { 200: listAnswer, 401: errorBodySchema, 422: errorBodySchema },
    }),
    async (request, reply) => {
      noStore(reply);
      return { data: await addToWishlist(db, signedIn(request).id, request.body.product_uuid) };
    },
  );

  app.post(
    '/wishlist/merge',
    clientRoute(
      tags,
      "Join a guest's list to the account's at login: the union without duplicates; unknown products are dropped",
      {
        body: wishlistMergeSchema,
        response: { 200: listAnswer, 401: errorBodySchema, 422: errorBodySchema },
      },
    ),
    async (request, reply) => {
      noStore(reply);
      return { data: await mergeWishlist(db, signedIn(request).id, request.body.uuids) };
    },
  );

  app.delete(
    '/wishlist/:uuid',
    clientRoute(tags, 'Remove a product from the wishlist (a product not listed is no error)', {
      params: uuidParam,
      response: { 200: listAnswer, 401: errorBodySchema, 422: errorBodySchema },
    }),
    async (request, reply) => {
      noStore(reply);
      return { data: await removeFromWishlist(db, signedIn(request).id, request.params.uuid.toLowerCase()) };
    },
  );

  app.get(
    '/wishlist/products',
    {
      schema: {
        tags,
        summary:
          "The cards of a guest's wishlist: products by uuid (comma-separated, at most 100); unknown ones are left out",
        querystring: wishlistProductsQuerySchema,
        response: { 200: dataOf(z.array(wishlistProductSchema)), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await productCards(db, request.query.uuids) };
    },
  );
}
