import {
  brandFacetQuerySchema,
  brandFacetSchema,
  categorySchema,
  checkQuantityQuerySchema,
  checkQuantityResultSchema,
  dataOf,
  errorBodySchema,
  listQuerySchema,
  message,
  pagedOf,
  productSchema,
  productsQuerySchema,
  uuidParam,
} from '@dukkan/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductListKind } from './repository.js';
import { brandFacets, categoryTree, checkQuantity, productDetails, productList, searchProducts } from './service.js';

const tags = ['catalogue'];
const HOME_LIST_LIMIT = 12;

/** Catalogue answers may be cached briefly by the browser and shared caches; they hold no personal data. */
function cacheable(reply: FastifyReply, seconds = 30): void {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=300`);
  reply.header('vary', 'Accept-Language, Accept-Encoding');
}

export async function catalogueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/categories',
    {
      config: { responseCache: true },
      schema: {
        tags,
        summary: 'Categories with sub-categories and product counts',
        response: { 200: dataOf(z.array(categorySchema)) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { data: await categoryTree(db) };
    },
  );

  const lists: [string, ProductListKind, string][] = [
    ['/featured-products', 'featured', 'Featured products'],
    ['/latest-products', 'latest', 'Newest products'],
    ['/best-seller', 'best_seller', 'Best sellers'],
  ];
  for (const [url, kind, summary] of lists) {
    app.get(
      url,
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary,
          querystring: listQuerySchema,
          response: { 200: dataOf(z.array(productSchema)) },
        },
      },
      async (request, reply) => {
        const { limit } = request.query;
        cacheable(reply);
        return { data: await productList(db, kind, limit ?? HOME_LIST_LIMIT) };
      },
    );
  }

  app.get(
    '/products',
    {
      config: { responseCache: true },
      schema: {
        tags,
        summary:
          'Products: by category or sub-category, name search (Arabic-aware), exact name, discounted only; paged. ' +
          'Optional list options: sort (price_asc, price_desc, newest, best_selling), price_min and price_max ' +
          '(dinars paid for one unit, after discount and tax), brand, in_stock, discounted',
        querystring: productsQuerySchema,
        response: { 200: pagedOf(productSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return searchProducts(db, request.query, '/api/client/products');
    },
  );

  app.get(
    '/product-brands',
    {
      config: { responseCache: true },
      schema: {
        tags,
        summary: 'The brands of a product list (category, sub-category, name search, specials) with product counts',
        querystring: brandFacetQuerySchema,
        response: { 200: dataOf(z.array(brandFacetSchema)), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return { data: await brandFacets(db, request.query) };
    },
  );

  app.get(
    '/products/:uuid',
    {
      config: { responseCache: true },
      schema: {
        tags,
        summary: 'One product',
        params: uuidParam,
        response: { 200: dataOf(productSchema), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return { data: await productDetails(db, request.params.uuid) };
    },
  );

  app.get(
    '/products/:uuid/check-quantity',
    {
      schema: {
        tags,
        summary:
          'Can this quantity be added to the cart? messageCode 01 allowed, 02 more than the stock, 04 unavailable',
        params: uuidParam,
        querystring: checkQuantityQuerySchema,
        response: { 200: checkQuantityResultSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await checkQuantity(db, request.params.uuid, request.query.requested_quantity);
      return { ...result, message: message(result.message.code, request.locale, result.message.params) };
    },
  );
}
