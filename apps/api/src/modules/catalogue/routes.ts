import {
  brandFacetQuerySchema,
  brandFacetSchema,
  categorySchema,
  checkQuantityQuerySchema,
  checkQuantityResultSchema,
  errorBodySchema,
  listQuerySchema,
  message,
  pagedOf,
  productSchema,
  productsQuerySchema,
  uuidParam,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReads } from '../../http/cached-reads.js';
import type { ProductListKind } from './repository.js';
import { brandFacets, categoryTree, checkQuantity, productDetails, productList, searchProducts } from './service.js';

const tags = ['catalogue'];
const HOME_LIST_LIMIT = 12;

export async function catalogueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  // catalogue answers may be cached briefly by the browser and shared caches; they hold no personal data
  const route = cachedReads(app, tags, {
    'cache-control': 'public, max-age=30, stale-while-revalidate=300',
    vary: 'Accept-Language, Accept-Encoding',
  });

  route.read(
    '/categories',
    { summary: 'Categories with sub-categories and product counts', data: z.array(categorySchema) },
    () => categoryTree(db),
  );

  const lists: [string, ProductListKind, string][] = [
    ['/featured-products', 'featured', 'Featured products'],
    ['/latest-products', 'latest', 'Newest products'],
    ['/best-seller', 'best_seller', 'Best sellers'],
  ];
  for (const [url, kind, summary] of lists) {
    route.read(url, { summary, querystring: listQuerySchema, data: z.array(productSchema) }, ({ query }) =>
      productList(db, kind, query.limit ?? HOME_LIST_LIMIT),
    );
  }

  route.page(
    '/products',
    {
      summary:
        'Products: by category or sub-category, name search (Arabic-aware), exact name, discounted only; paged. ' +
        'Optional list options: sort (price_asc, price_desc, newest, best_selling), price_min and price_max ' +
        '(dinars paid for one unit, after discount and tax), brand, in_stock, discounted. A name search counts up ' +
        "to 100 matches, or to its page's end (to its page's end only with count=page): meta.total_relation is gte " +
        'when there are more, eq when not',
      querystring: productsQuerySchema,
      data: pagedOf(productSchema),
      refusals: [422],
    },
    ({ query }) => searchProducts(db, query, '/api/client/products', app.productLists),
  );

  route.read(
    '/product-brands',
    {
      summary: 'The brands of a product list (category, sub-category, name search, specials) with product counts',
      querystring: brandFacetQuerySchema,
      data: z.array(brandFacetSchema),
      refusals: [422],
    },
    ({ query }) => brandFacets(db, query),
  );

  route.read(
    '/products/:uuid',
    { summary: 'One product', params: uuidParam, data: productSchema, refusals: [404] },
    ({ params }) => productDetails(db, params.uuid),
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
