import {
  advertisementSchema,
  citySchema,
  countrySchema,
  dashboardStatisticsSchema,
  dataOf,
  errorBodySchema,
  idParam,
  imageUrl,
  orderStatusSchema,
  pageEnvelope,
  pageQuery,
  pagedOf,
  settingsSchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReads } from '../../http/cached-reads.js';
import { notFound } from '../../http/errors.js';
import { findCities, findCountries, findCountry } from '../../lib/places-repository.js';
import { countShop, findAdvertisements, findOrderStatuses } from './repository.js';
import { shopSettings } from '../../lib/shop-settings.js';

const tags = ['shop'];
const placementParam = z.object({ placement: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/) });

/**
 * A link the storefront may follow: a storefront route (`#/…`), a path on this site, or an https address.
 * Anything else (`javascript:`, `data:`, `//other.host`) is answered as no link.
 */
function safeLink(link: string | null): string | null {
  if (link === null) return null;
  if (/^(#\/|\/(?![/\\]))/.test(link)) return link;
  return /^https:\/\/[^\s/\\]/i.test(link) ? link : null;
}

export async function shopRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // banners and settings hold no personal data: browsers and shared caches may keep them a minute
  const route = cachedReads(app, tags, { 'cache-control': 'public, max-age=60' });

  route.read(
    '/client/:placement-advertisements',
    {
      summary: 'Advertisements for a placement, e.g. /home-advertisements',
      params: placementParam,
      data: z.array(advertisementSchema),
    },
    async ({ params }) => {
      const rows = await findAdvertisements(db, params.placement);
      return rows.map((r) => ({
        id: r.id,
        placement: r.placement,
        title: { ar: r.title_ar, en: r.title_en },
        subtitle: { ar: r.subtitle_ar, en: r.subtitle_en },
        img: imageUrl(r.img),
        link: safeLink(r.link),
      }));
    },
  );

  app.get(
    '/client/countries',
    {
      schema: {
        tags,
        summary: 'Countries, paged',
        querystring: pageQuery,
        response: { 200: pagedOf(countrySchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const q = request.query;
      const limit = q.limit ?? 20;
      const page = q.page ?? 1;
      const { rows, total } = await findCountries(db, { limit, offset: (page - 1) * limit });
      return pageEnvelope(
        rows.map((r) => ({ id: r.id, code: r.code, name: { ar: r.name_ar, en: r.name_en } })),
        { page, perPage: limit, total, path: '/api/client/countries', query: { limit: String(limit) } },
      );
    },
  );

  app.get(
    '/client/countries/:id/cities',
    {
      schema: {
        tags,
        summary: "A country's cities",
        params: idParam,
        response: { 200: dataOf(z.array(citySchema)), 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findCountry(db, id))) throw notFound();
      const rows = await findCities(db, id);
      return {
        data: rows.map((r) => ({ id: r.id, country_id: r.country_id, name: { ar: r.name_ar, en: r.name_en } })),
      };
    },
  );

  app.get(
    '/client/status',
    { schema: { tags, summary: 'Order statuses', response: { 200: dataOf(z.array(orderStatusSchema)) } } },
    async () => {
      const rows = await findOrderStatuses(db);
      return {
        data: rows.map((r) => ({
          id: r.id,
          code: r.code,
          name: { ar: r.name_ar, en: r.name_en },
          sort_order: r.sort_order,
        })),
      };
    },
  );

  route.read(
    '/client/settings',
    { summary: 'Shop settings: address, phone, e-mails, social links, terms', data: settingsSchema },
    () => shopSettings(db),
  );

  app.get(
    '/dashboard-statistics',
    { schema: { tags, summary: 'Public shop counts', response: { 200: dataOf(dashboardStatisticsSchema) } } },
    async () => {
      const c = await countShop(db);
      return {
        data: {
          products_count: c.products,
          categories_count: c.categories,
          clients_count: c.clients,
          orders_count: c.orders,
        },
      };
    },
  );
}
