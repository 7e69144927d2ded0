import { deliveryCitySchema, fromMilli, servicePackageSchema, servicePackagesQuerySchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cachedReads } from '../../http/cached-reads.js';
import { fieldProblem, unprocessable } from '../../http/errors.js';
import { findActivePackages, findDeliveryCities, findDeliveryCity } from '../../lib/places-repository.js';

/** Where delivery companies deliver and what they offer. */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // a fee staff change shows at once: browsers ask again each time (a 304 while unchanged)
  const route = cachedReads(app, ['delivery'], { 'cache-control': 'no-cache' });

  route.read(
    '/get/cities',
    { summary: 'Cities served by delivery companies', data: z.array(deliveryCitySchema) },
    async () => {
      const rows = await findDeliveryCities(db);
      return rows.map((r) => ({ id: r.id, name: { ar: r.name_ar, en: r.name_en }, country_id: r.country_id }));
    },
  );

  route.read(
    '/get/service/packages',
    {
      summary: "A delivery city's service packages, cheapest first (price in LYD)",
      querystring: servicePackagesQuerySchema,
      data: z.array(servicePackageSchema),
      refusals: [422],
      check: async ({ query }) => {
        if (!(await findDeliveryCity(db, query.city_id))) {
          throw unprocessable(fieldProblem('city_id', 'city_not_delivery'));
        }
      },
    },
    async ({ query }) => {
      const rows = await findActivePackages(db, query.city_id);
      return rows.map((r) => ({
        id: r.id,
        city_id: r.city_id,
        name: { ar: r.name_ar, en: r.name_en },
        price: fromMilli(r.price_milli),
        expected_time: { ar: r.expected_time_ar, en: r.expected_time_en },
      }));
    },
  );
}
