import {
  dataOf,
  deliveryCitySchema,
  errorBodySchema,
  fromMilli,
  servicePackageSchema,
  servicePackagesQuerySchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldProblem, unprocessable } from '../../http/errors.js';
import { findActivePackages, findDeliveryCities, findDeliveryCity } from '../../lib/places-repository.js';

const tags = ['delivery'];

/** Where delivery companies deliver and what they offer. */
export async function deliveryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/get/cities',
    {
      config: { responseCache: true },
      schema: {
        tags,
        summary: 'Cities served by delivery companies',
        response: { 200: dataOf(z.array(deliveryCitySchema)) },
      },
    },
    async (_request, reply) => {
      // a fee staff change shows at once: browsers ask again each time (a 304 while unchanged)
      reply.header('cache-control', 'no-cache');
      const rows = await findDeliveryCities(db);
      return {
        data: rows.map((r) => ({ id: r.id, name: { ar: r.name_ar, en: r.name_en }, country_id: r.country_id })),
      };
    },
  );

  app.get(
    '/get/service/packages',
    {
      config: { responseCache: true },
      schema: {
        tags,
        summary: "A delivery city's service packages, cheapest first (price in LYD)",
        querystring: servicePackagesQuerySchema,
        response: { 200: dataOf(z.array(servicePackageSchema)), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { city_id } = request.query;
      if (!(await findDeliveryCity(db, city_id))) throw unprocessable(fieldProblem('city_id', 'city_not_delivery'));
      // a fee staff change shows at once: browsers ask again each time (a 304 while unchanged)
      reply.header('cache-control', 'no-cache');
      const rows = await findActivePackages(db, city_id);
      return {
        data: rows.map((r) => ({
          id: r.id,
          city_id: r.city_id,
          name: { ar: r.name_ar, en: r.name_en },
          price: fromMilli(r.price_milli),
          expected_time: { ar: r.expected_time_ar, en: r.expected_time_en },
        })),
      };
    },
  );
}
